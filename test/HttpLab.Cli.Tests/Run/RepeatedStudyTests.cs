using HttpLab.Cli.Processes;
using HttpLab.Cli.Run;
using HttpLab.Cli.Runtimes;
using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Studies;

namespace HttpLab.Cli.Tests.Run;

/// <summary>
/// The load study's launches (<see cref="RepeatedStudy"/>) on a scripted study: one after another, every other one in
/// reversed case order, each into a folder of its own, pooled with a case measured once per launch kept per launch; a
/// launch that fails keeps what the launches before it measured.
/// </summary>
public sealed class RepeatedStudyTests : IDisposable
{
    private readonly TemporaryDirectory work = new("httplab-repeated-");

    public void Dispose() => work.Dispose();

    [Fact]
    public async Task RunAsync_ThreeLaunches_AlternatingOrderEachInItsFolderCasesKeptPerLaunch()
    {
        var study = new ScriptedStudy(failAtLaunch: null);
        var progress = new List<string>();

        var suite = await new RepeatedStudy(study, launches: 3).RunAsync(Context(progress), CancellationToken.None);

        Assert.Equal([CaseOrder.Declared, CaseOrder.Reversed, CaseOrder.Declared], study.Orders);
        Assert.Equal(
            [.. Enumerable.Range(1, 3).Select(launch => Path.Combine(work.Path, $"launch-{launch}"))],
            study.Folders);
        Assert.Equal([1.0, 2.0, 3.0], suite.Cases.Select(@case => @case.Parameters["launch"].Number!.Value));
        Assert.Equal(
            [1000.0, 2000.0, 3000.0], suite.Cases.Select(@case => @case.Metrics[MetricCatalog.CapacityRps.Name]));
        Assert.Equal(["launch 1/3: baseline", "launch 2/3: baseline", "launch 3/3: baseline"], progress);
        Assert.Contains("3 launches, one after another in this process", suite.Engine, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_SecondLaunchFails_TheFailureKeepsTheFirstLaunchsCases()
    {
        var study = new ScriptedStudy(failAtLaunch: 2);

        var failure = await Assert.ThrowsAsync<StudyFailedException>(
            () => new RepeatedStudy(study, launches: 3).RunAsync(Context([]), CancellationToken.None));

        Assert.Equal("the consumer did not start", failure.Message);
        Assert.Equal([1000.0], failure.Partial!.Cases.Select(@case => @case.Metrics[MetricCatalog.CapacityRps.Name]));
        Assert.Equal(2, study.Orders.Count);
    }

    [Fact]
    public void OnRuntimes_LoadWithLaunchesOnHttpLabsOwnRuntime_RepeatedInThisProcess()
    {
        var selection = LaunchOptionSet.Selection(
            null, null, false, "/nonexistent", null, new StudyOptions(), launchesGiven: 2, StudyProfile.Quick)!;
        var runtimes = RuntimeSet.Of(
            SelfRunner.For(new SelfCommand("dotnet", ["httplab.dll"])), StudyRuntime.Current.Name);
        var load = StudyCatalog.Create(new StudyOptions()).Single(study => study.Name == "load");

        Assert.IsType<RepeatedStudy>(RunSession.OnRuntimes(load, selection, runtimes));
    }

    private StudyContext Context(List<string> progress) => new(
        new Uri("http://127.0.0.1:9/"),
        StudyProfile.Smoke,
        new ArtifactWriter(work.Path),
        new SynchronousProgress<StudyProgress>(update => progress.Add(update.CurrentCase)));

    /// <summary>A study whose launch N measures a capacity of N x 1,000 req/s, and fails at a chosen launch.</summary>
    private sealed class ScriptedStudy(int? failAtLaunch) : IStudy
    {
        public List<CaseOrder> Orders { get; } = [];

        public List<string> Folders { get; } = [];

        public string Name => "load";

        public string Title => "Scripted";

        public string Description => "A study that returns what it is told to.";

        public Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
        {
            Orders.Add(context.Order);
            Folders.Add(context.Artifacts.Path);
            var launch = Orders.Count;
            context.Progress.Report(new StudyProgress(Name, "baseline", 0, 1));
            if (launch == failAtLaunch)
            {
                throw new StudyFailedException("the consumer did not start");
            }

            return Task.FromResult(new SuiteResult
            {
                Name = Name,
                Title = Title,
                Engine = "scripted",
                Cases =
                [
                    new CaseResult
                    {
                        Name = "baseline",
                        Metrics = new Dictionary<string, double> { [MetricCatalog.CapacityRps.Name] = launch * 1000 },
                    },
                ],
            });
        }

    }
}

using HttpLab.Results;
using HttpLab.Studies.Async.Adapters;
using HttpLab.Studies.Engine;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Async.Adapters;

/// <summary>
/// Runs <see cref="AdapterBenchmarks"/> through BenchmarkDotNet. It reads its settings from the environment, which is
/// process-wide, so this class shares a collection with every other test that runs benchmarks.
/// </summary>
[Collection(BenchmarkEnvironmentCollection.Name)]
public sealed class AdapterStudySmokeTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>
{
    private readonly TargetFixture target = target.LogTo(output);

    private static readonly string[] BenchmarkMetrics =
    [
        "meanNs", "errorNs", "stdDevNs", "medianNs", "p95Ns", "ratio", "allocatedBytesPerOp", "allocRatio",
        "iterations", "completedWorkItemsPerOp",
    ];

    [Fact]
    public void Settings_ApplyToEnvironment_RoundTrips()
    {
        var settings = new AdapterBenchmarkSettings(target.BaseAddress, "snorlax");

        settings.ApplyToEnvironment();

        Assert.Equal(settings, AdapterBenchmarkSettings.FromEnvironment());
    }

    [Fact]
    public void Run_SmokeProfile_MeasuresEveryCaseInItsGroupWithItsBaseline()
    {
        new AdapterBenchmarkSettings(target.BaseAddress, AdapterBenchmarkSettings.DefaultCardName).ApplyToEnvironment();
        using var artifacts = new TemporaryDirectory("httplab-adapters-");
        var context = new StudyContext(
            target.BaseAddress, StudyProfile.Smoke, new ArtifactWriter(artifacts.Path), new Progress<StudyProgress>());
        var template = new SuiteResult
        {
            Name = "adapters",
            Title = "F# adapters",
            Engine = "BenchmarkDotNet",
            GroupBy = ["group"],
            Cases = [],
        };

        var suite = BenchmarkStudyRunner.Run([typeof(AdapterBenchmarks)], context, template);

        Assert.Equal(
            [
                ("Baseline_CSharpCpu", "adapter-cpu"), ("FSharpAsyncCpu", "adapter-cpu"),
                ("FSharpAsyncImmediateCpu", "adapter-cpu"), ("FSharpTaskCpu", "adapter-cpu"),
                ("Baseline_CSharpHttp", "adapter-http"), ("FSharpAsyncHttp", "adapter-http"),
                ("FSharpTaskHttp", "adapter-http"),
            ],
            suite.Cases.Select(result => (result.Name, result.Parameters["group"].Text)));
        Assert.All(suite.Cases, result =>
        {
            foreach (var metric in BenchmarkMetrics)
            {
                Assert.True(result.Metrics.ContainsKey(metric), $"{result.Name} lacks {metric}");
                Assert.True(double.IsFinite(result.Metrics[metric]), $"{result.Name} {metric} is not finite");
            }

            Assert.True(result.Metrics[MetricCatalog.MeanNs.Name] > 0, $"{result.Name} has no mean");

            // Not > 0: BenchmarkDotNet reads a process-wide allocation counter and clamps a negative difference to 0,
            // and with other tests running in this process FSharpAsyncCpu (its work on pool threads) has read 0.
            Assert.True(
                result.Metrics[MetricCatalog.AllocatedBytesPerOp.Name] >= 0,
                $"{result.Name} allocates a negative amount");
        });
        Assert.All(
            suite.Cases.Where(result => result.Name.StartsWith("CSharp", StringComparison.Ordinal)),
            baseline => Assert.Equal(1.0, baseline.Metrics[MetricCatalog.Ratio.Name]));
    }
}

using HttpLab.Cli.Processes;
using HttpLab.Cli.Run;
using HttpLab.Contracts.Consumer;
using HttpLab.Load.Reporting;
using HttpLab.Results;
using HttpLab.Results.Json;
using HttpLab.Studies;
using HttpLab.Studies.Load;

namespace HttpLab.Cli.Tests.Run;

/// <summary>
/// <c>httplab run load</c> end to end: RunSession starts the target and, through the study's launcher, a consumer child
/// process per route, as a real run does.
/// </summary>
[RunsApart]
public sealed class RunLoadTests : IDisposable
{
    private static readonly SelfCommand Httplab = new(
        "dotnet", [Path.Combine(AppContext.BaseDirectory, "httplab.dll")]);

    private readonly TemporaryDirectory work = new("httplab-run-load-");

    public void Dispose() => work.Dispose();

    [Fact]
    public async Task RunLoad_SmokeWithChildProcesses_EveryRouteUnderEveryKindOfLoadAndItsCapacityInEveryOutput()
    {
        var console = new TestConsole();
        var output = Path.Combine(work.Path, "load");
        var study = new LoadStudy(new LoadStudyOptions { Rates = [30], Connections = 2 });

        var exitCode = await new RunSession(console.Cli, Httplab).RunAsync(
            new RunRequest([study], null, StudyProfile.Smoke, work.Path, output), CancellationToken.None);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        foreach (var file in new[] { "results.json", "report.md", "load.csv", "load.svg" })
        {
            Assert.True(File.Exists(Path.Combine(output, file)), $"{file} is missing");
        }

        var run = ResultsJson.Deserialize(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        var suite = Assert.Single(run.Suites);
        var expected =
            from route in ConsumerRoutes.All
            from kind in new[] { "open 30 rps", "closed 2 connections", "capacity p99<10ms" }
            select (route, kind);
        Assert.Equal(
            expected.Order(),
            suite.Cases.Select(@case => (@case.Parameters["route"].Text!, @case.Parameters["run"].Text!)).Order());
        var capacities = suite.Cases.Where(@case => @case.Parameters["run"].Text == "capacity p99<10ms").ToArray();
        var runs = suite.Cases.Except(capacities).ToArray();
        Assert.All(runs, @case =>
        {
            foreach (var metric in new[]
            {
                "achievedRps", "requests", "errors", "generatorLimited", "status200", "generatorCores", "backendCores",
                "consumerCores",
            })
            {
                Assert.True(
                    @case.Metrics.ContainsKey(metric), $"{@case.Name} at {@case.Parameters["run"]} lacks {metric}");
            }

        });

        // Sync over async may starve its own thread pool on a busy test machine, answering nothing for a second: that
        // is what the study is for, and then the case must say so rather than report an empty success.
        var syncOverAsync = ConsumerRoutes.SyncOverAsync.TrimStart('/');
        Assert.All(runs.Where(@case => @case.Name != syncOverAsync), @case =>
        {
            Assert.Equal(0, @case.Metrics["errors"]);
            Assert.True(@case.Metrics["status200"] > 0, @case.Name);
            Assert.True(@case.Distributions[MetricCatalog.LatencyUs.Name].Spectrum.Count > 0, @case.Name);
        });
        Assert.All(runs.Where(@case => @case.Name == syncOverAsync), @case =>
            Assert.True(
                @case.Metrics["status200"] > 0
                    || @case.Warnings.Any(warning => warning.StartsWith("route stalled", StringComparison.Ordinal)),
                string.Join("; ", @case.Warnings)));
        Assert.All(
            runs.Where(@case => @case.Parameters["model"].Text == "open"),
            @case => Assert.Equal(30, @case.Metrics["targetRps"]));
        var report = await File.ReadAllTextAsync(Path.Combine(output, "report.md"));
        Assert.Contains("### run = open 30 rps", report, StringComparison.Ordinal);
        Assert.Contains("### run = closed 2 connections", report, StringComparison.Ordinal);
        Assert.Contains("Cores used at closed 2 connections", report, StringComparison.Ordinal);

        // Every route's capacity: a rate that passed, or one that failed (the first), found within the smoke budget;
        // or, on a machine too busy for the generator to keep even the first rate twice running, a warning saying so.
        // The search starts at 200 req/s and stops at 400; when a busy machine fails the first rate it goes down
        // instead (100, then 50 within the 4 s budget) and bisects, so a capacity of 141 req/s is a right answer too.
        Assert.All(capacities, @case =>
        {
            Assert.InRange(@case.Metrics["capacitySteps"], 1, 10);
            Assert.True(
                @case.Metrics.ContainsKey("capacityRps") || @case.Metrics.ContainsKey("capacityFailRps")
                    || @case.Warnings.Any(warning => warning.StartsWith("no capacity: ", StringComparison.Ordinal)),
                $"{@case.Name}: {string.Join("; ", @case.Warnings)}");
            Assert.All(
                new[] { "capacityRps", "capacityFailRps" }.Where(@case.Metrics.ContainsKey),
                metric => Assert.InRange(@case.Metrics[metric], 50, 400));
        });
        Assert.Contains("### run = capacity p99\\<10ms", report, StringComparison.Ordinal);
        Assert.Contains(
            suite.Notes!, note => note.StartsWith("Each route's capacity at p99<10ms", StringComparison.Ordinal));

        // Each run of the study writes the files `httplab load` writes for its one run, in a folder of its own, and so
        // does every run of every capacity step, in its route's folder.
        var runFolders = Directory.GetDirectories(Path.Combine(output, "artifacts", "load"));
        Assert.Equal(suite.Cases.Count, runFolders.Length);
        var stepFolders = runFolders
            .Where(folder => Path.GetFileName(folder).StartsWith("capacity.", StringComparison.Ordinal))
            .SelectMany(Directory.GetDirectories)
            .ToArray();
        Assert.Equal(capacities.Sum(@case => @case.Metrics["capacitySteps"]), stepFolders.Count(
            folder => !Path.GetFileName(folder).EndsWith("-b", StringComparison.Ordinal)));
        var withFiles = runFolders.Except(stepFolders.Select(folder => Path.GetDirectoryName(folder)!));
        Assert.All(withFiles.Concat(stepFolders), folder =>
            Assert.Equal(
                LoadFiles.All.Order(StringComparer.Ordinal),
                Directory.GetFiles(folder).Select(Path.GetFileName).Order(StringComparer.Ordinal)));
        Assert.Contains("Latency (all) p99.9", console.Rich, StringComparison.Ordinal);
        Assert.Contains("Achieved rate", console.Rich, StringComparison.Ordinal);
        // The console shows the columns some route has: a capacity, or on a busy machine only a first failing rate.
        Assert.Contains(
            capacities.Any(@case => @case.Metrics.ContainsKey("capacityRps")) ? "Capacity" : "Steps",
            console.Rich,
            StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunLoad_UnreachableTarget_ExitCode1NamingTheFailedRoute()
    {
        var console = new TestConsole();
        var output = Path.Combine(work.Path, "unreachable");

        var request = new RunRequest(
            [new LoadStudy(new LoadStudyOptions())],
            new Uri("http://127.0.0.1:9/"),
            StudyProfile.Smoke,
            work.Path,
            output);

        var exitCode = await new RunSession(console.Cli, Httplab).RunAsync(request, CancellationToken.None);

        Assert.Equal(1, exitCode);
        Assert.True(File.Exists(Path.Combine(output, ResultsDirectory.IncompleteMarker)));
        Assert.StartsWith(
            "httplab: error: The load study checks every consumer route before loading it: baseline answered 502",
            console.Error,
            StringComparison.Ordinal);
    }
}

using System.Globalization;
using System.Text.Json;
using HttpLab.Cli.Runtimes;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Run;

/// <summary>
/// <c>httplab run --builds</c>: two builds measured in one run, their launches taking turns, their cases lined up in
/// the table across runtimes. Both builds here are this httplab (its folder holds httplab.dll), which is what an A/A
/// check of the design looks like.
/// </summary>
// Its studies run in study runners, processes of their own that read no environment variable of this one, so it
// needs no place in the BenchmarkDotNet environment collection.
[RunsApart]
public sealed class RunBuildsTests(ITestOutputHelper output) : TargetAndFolderTests(output, "httplab-builds-")
{
    [Fact]
    public async Task Run_TwoBuilds_LaunchesTakeTurnsAndEveryCasePairedAcrossThem()
    {
        var console = new TestConsole();
        var results = Path.Combine(Work.Path, "builds");
        var published = AppContext.BaseDirectory;

        var exitCode = await console.RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--target", Target.BaseAddress.ToString(),
            "--builds", $"before={published},after={published}", "--launches", "2", "--out", results);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        using var json = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(results, "results.json")));
        var suite = Assert.Single(json.RootElement.GetProperty("suites").EnumerateArray());
        var cases = suite.GetProperty("cases").EnumerateArray().ToArray();
        Assert.Equal(
            ["before", "after"],
            cases.Select(@case => @case.GetProperty("parameters").GetProperty("runtime").GetString()).Distinct());
        var comparison = suite.GetProperty("runtimes");
        Assert.Equal("before", comparison.GetProperty("baselineRuntime").GetString());
        Assert.Equal(cases.Length / 2, comparison.GetProperty("rows").GetArrayLength());
        var environment = json.RootElement.GetProperty("environment").GetProperty("studyRuntimes");
        Assert.All(
            environment.EnumerateArray(),
            runtime => Assert.StartsWith(
                ".NET 10.0.", runtime.GetProperty("version").GetString(), StringComparison.Ordinal));

        // A B, then B A: each launch's results file was written in that order.
        var finished = new[] { ("before", 1), ("after", 1), ("after", 2), ("before", 2) }
            .Select(launch => File.GetLastWriteTimeUtc(Path.Combine(
                results, "artifacts", "json", launch.Item1, $"launch-{launch.Item2}", "runner-results.json")))
            .ToArray();
        Assert.True(
            finished.SequenceEqual(finished.Order()),
            string.Join(", ", finished.Select(time => time.ToString("O", CultureInfo.InvariantCulture))));
        var report = await File.ReadAllTextAsync(Path.Combine(results, "report.md"));
        Assert.Contains("### Across runtimes (baseline before)", report, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunnerAsync_FolderThatIsNoBuild_UnavailableNamingWhatItLacks()
    {
        var build = new StudyBuild("empty", Work.Path);

        var unavailable = await Assert.ThrowsAsync<RuntimeUnavailableException>(
            () => build.RunnerAsync(Path.Combine(Work.Path, "cache"), CancellationToken.None));

        Assert.Contains($"{Work.Path} is neither a checkout of HttpLab", unavailable.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Run_NoBuildCouldBeHad_FailsNamingBuilds()
    {
        var console = new TestConsole();
        var empty = Directory.CreateDirectory(Path.Combine(Work.Path, "nothing")).FullName;

        var exitCode = await console.RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--target", Target.BaseAddress.ToString(),
            "--builds", $"a={empty}", "--out", Path.Combine(Work.Path, "no-builds"));

        Assert.Equal(1, exitCode);
        Assert.Contains(
            "none of the runtimes named in --builds could be had", console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Run_BuildThatIsNoBuild_SkippedWithItsReasonAndTheOtherRuns()
    {
        var console = new TestConsole();
        var results = Path.Combine(Work.Path, "one-missing");
        var empty = Directory.CreateDirectory(Path.Combine(Work.Path, "empty")).FullName;

        var exitCode = await console.RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--target", Target.BaseAddress.ToString(),
            "--builds", $"broken={empty},good={AppContext.BaseDirectory}", "--out", results);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        Assert.Contains($"broken skipped: {empty} is neither", console.Rich, StringComparison.Ordinal);
        var report = await File.ReadAllTextAsync(Path.Combine(results, "report.md"));
        Assert.Contains("broken skipped", report, StringComparison.Ordinal);
    }
}

using HttpLab.Results;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Load;

/// <summary>
/// <c>httplab load --slo</c> and <c>--expect-status</c> end to end against the target: the exit code, the console,
/// results.json and the reports.
/// </summary>
[RunsApart]
public sealed class LoadThresholdRunTests(ITestOutputHelper output)
    : TargetAndFolderTests(output, "httplab-load-slo-")
{
    [Fact]
    public async Task Load_EveryThresholdMet_ExitCode0AndEachPassShown()
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, "pass");

        var exitCode = await console.RunAsync(
            "load", Plaintext.ToString(), "--rate", "100", "--duration", "1s", "--warmup", "0s", "--out", folder,
            "--slo", "p99<30s", "--slo", "errors<=0", "--slo", "errors<1%");

        Assert.True(exitCode == 0, console.Error + console.Rich);
        Assert.Contains("Thresholds (--slo): 3 of 3 passed", console.Rich, StringComparison.Ordinal);
        Assert.Contains("✔ pass", console.Rich, StringComparison.Ordinal);
        var thresholds = await ThresholdsAsync(folder);
        // Nothing here depends on how fast a busy machine is (rate>= would: a stalled test host sends late); the rate
        // threshold's arithmetic is LoadThresholdEvaluateTests'.
        Assert.Equal(["p99<30s", "errors<=0", "errors<1%"], thresholds.Select(threshold => threshold.Threshold));
        Assert.All(thresholds, threshold => Assert.True(threshold.Passed, threshold.MeasuredText));
        Assert.Contains(
            "### Thresholds: 3 of 3 passed",
            await File.ReadAllTextAsync(Path.Combine(folder, "report.md")),
            StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_ThresholdMissed_ExitCode3NamingItAndResultsComplete()
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, "fail");

        var exitCode = await console.RunAsync(
            "load", Plaintext.ToString(), "--rate", "100", "--duration", "1s", "--warmup", "0s", "--out", folder,
            "--slo", "p50<1us", "--slo", "errors<=0");

        Assert.Equal(3, exitCode);
        Assert.StartsWith(
            "httplab: error: threshold failed: p50<1us (measured ", console.Error, StringComparison.Ordinal);
        Assert.Single(console.Error.Trim().Split('\n'));
        Assert.Contains("✘ FAIL", console.Rich, StringComparison.Ordinal);
        Assert.Contains("THRESHOLDS FAILED", console.Rich, StringComparison.Ordinal);
        Assert.False(File.Exists(Path.Combine(folder, ResultsDirectory.IncompleteMarker)));
        var thresholds = await ThresholdsAsync(folder);
        Assert.Equal([false, true], thresholds.Select(threshold => threshold.Passed));
        Assert.True(thresholds[0].Measured >= 1);
        var html = await File.ReadAllTextAsync(Path.Combine(folder, "report.html"));
        Assert.Contains("threshold-fail", html, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_Expecting404FromAServerAnswering404_CountsSuccesses()
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, "expect-404");
        var missing = new Uri(Target.BaseAddress, "no-such-route");

        var exitCode = await console.RunAsync(
            "load", missing.ToString(), "--connections", "2", "--duration", "10s", "--warmup", "0s", "--requests", "50",
            "--expect-status", "404", "--slo", "errors<=0", "--out", folder);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        Assert.Contains("404 only", console.Rich, StringComparison.Ordinal);
        var run = await ReadAsync(folder);
        var loadCase = run.Suites[0].Cases[0];
        Assert.Equal("404", loadCase.Parameters["expectStatus"].Text);
        Assert.Equal(50, loadCase.Distributions[MetricCatalog.SuccessLatencyUs.Name].Count);
        Assert.True(Assert.Single(loadCase.Thresholds).Passed);
    }

    [Fact]
    public async Task Load_ServerAnswering404WithTheDefaultExpectation_Exit1AndErrorsCountIt()
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, "default-404");
        var missing = new Uri(Target.BaseAddress, "no-such-route");

        var exitCode = await console.RunAsync(
            "load", missing.ToString(), "--connections", "2", "--duration", "10s", "--warmup", "0s", "--requests", "50",
            "--slo", "errors<=0", "--out", folder);

        // No success at all is a failure (exit 1), which takes precedence over the failed threshold (exit 3).
        Assert.Equal(1, exitCode);
        var threshold = Assert.Single((await ReadAsync(folder)).Suites[0].Cases[0].Thresholds);
        Assert.False(threshold.Passed);
        Assert.Equal(50, threshold.Measured);
    }

    [Fact]
    public async Task Load_NothingListensWithALatencyThreshold_Exit1AndTheThresholdFails()
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, "refused");
        using var refusing = new RefusingPort();

        var exitCode = await console.RunAsync(
            "load", refusing.Url().ToString(), "--connections", "2", "--duration", "1s", "--warmup", "0s",
            "--requests", "20", "--slo", "p99<3600s", "--out", folder);

        Assert.Equal(1, exitCode);
        var threshold = Assert.Single((await ReadAsync(folder)).Suites[0].Cases[0].Thresholds);
        Assert.False(threshold.Passed);
        Assert.Null(threshold.Measured);
    }

    private static async Task<RunResult> ReadAsync(string folder) =>
        HttpLab.Results.Json.ResultsJson.Deserialize(
            await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));

    private static async Task<IReadOnlyList<ThresholdResult>> ThresholdsAsync(string folder) =>
        (await ReadAsync(folder)).Suites[0].Cases[0].Thresholds;
}

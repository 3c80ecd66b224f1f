using HttpLab.Results;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Load;

/// <summary>
/// <c>httplab load --find-max</c> end to end against a server with a known knee: the exit code, the console's step
/// table and answer line, results.json's capacity and cases, report.md and report.html; and its bad command lines.
/// </summary>
[RunsApart]
public sealed class LoadCapacityRunTests(ITestOutputHelper output) : IDisposable
{
    private readonly TemporaryDirectory work = new("httplab-load-capacity-");

    public void Dispose() => work.Dispose();

    [Theory]
    [InlineData("--find-max")]
    [InlineData("--find-max", "--slo", "rps>=10")]
    [InlineData("--find-max", "--slo", "p99<10ms", "--rate", "100:200")]
    [InlineData("--find-max", "--slo", "p99<10ms", "--rate", "100", "--max-rate", "50")]
    [InlineData("--find-max", "--slo", "p99<10ms", "--requests", "100")]
    [InlineData("--find-max", "--slo", "p99<10ms", "--step", "5s", "--duration", "3s")]
    [InlineData("--max-rate", "500")]
    [InlineData("--step", "2s")]
    [InlineData("--find-max", "--slo", "p99<10ms", "--max-rate", "fast")]
    public async Task Load_BadCapacityCommandLine_OneLineNamingTheOptionAndExit2(params string[] options)
    {
        var console = new TestConsole();
        var folder = Path.Combine(work.Path, "bad");

        var exitCode = await console.RunAsync(
            ["load", "http://127.0.0.1:9/", "--duration", "10s", "--out", folder, .. options]);

        Assert.Equal(2, exitCode);
        var line = Assert.Single(console.Error.Trim().Split('\n'));
        Assert.StartsWith("httplab: error: ", line, StringComparison.Ordinal);
        Assert.DoesNotContain("Exception", console.Error, StringComparison.Ordinal);
        Assert.False(Directory.Exists(folder));
    }

    [SkippableFact]
    public async Task Load_FindMaxBelowTheKnee_Exit0WithTheAnswerEveryStepAndTheChart()
    {
        await using var server = await KneeServer.StartAsync(10_000, TimeSpan.FromSeconds(1), output);
        var console = new TestConsole();
        var folder = Path.Combine(work.Path, "at-least");

        // A generous SLO: a busy machine's stalls cannot fail it, and a generator-limited step that meets it passes.
        var exitCode = await console.RunAsync(
            "load", server.Url.ToString(), "--find-max", "--slo", "p90<2s", "--rate", "50", "--max-rate", "100",
            "--duration", "5s", "--step", "1s", "--warmup", "200ms", "--out", folder);

        output.WriteLine(console.Rich);
        await SkipIfTheGeneratorStoppedTheSearchAsync(exitCode, folder, console);
        Assert.True(exitCode == 0, console.Error + console.Rich);
        Assert.Contains("capacity: at least 100 req/s meets p90<2s", console.Rich, StringComparison.Ordinal);
        var suite = (await ReadAsync(folder)).Suites[0];
        var capacity = suite.Capacity!;
        Assert.Equal("atLeast", capacity.Answer);
        Assert.Equal("maxRate", capacity.Stop);
        Assert.Equal(100, capacity.CapacityRps);
        // A step the generator limited (its process stalled on a busy machine) is run again: the last one at the rate
        // is the one that counts.
        Assert.Equal("pass", Assert.Single(capacity.Steps.Last(step => step.RateRps == 100).Slo).Decision);
        Assert.All(
            capacity.Steps.Where(step => step.RateRps == 100).SkipLast(1),
            step => Assert.Equal("generatorLimited", step.Verdict));
        Assert.Equal(
            capacity.Steps.SelectMany(step => step.Cases).Order(StringComparer.Ordinal),
            suite.Cases.Select(@case => @case.Name).Order(StringComparer.Ordinal));
        Assert.All(suite.Cases, @case => Assert.Equal("open", @case.Parameters["model"].Text));
        Assert.True(Directory.Exists(Path.Combine(folder, "artifacts", "load", "step-01-50rps")));
        Assert.Contains(
            "### Capacity at p90\\<2s", await File.ReadAllTextAsync(Path.Combine(folder, "report.md")),
            StringComparison.Ordinal);
        var html = await File.ReadAllTextAsync(Path.Combine(folder, "report.html"));
        Assert.Contains("data-kind=\"capacity\"", html, StringComparison.Ordinal);
        Assert.Contains("SLO limit", html, StringComparison.Ordinal);
    }

    [SkippableFact]
    public async Task Load_FindMaxWhereTheFirstRateFails_Exit3AndSaysBelowIt()
    {
        // Every response after the first waits two seconds: past the 1 s limit whatever the generator did. A stall of
        // the test machine (CI saw 680 ms) makes a step generator-limited; one of up to the limit still fails it as
        // the server's (the step fails even with the limit raised by the stall), so the ramp goes on down.
        await using var server = await KneeServer.StartAsync(1, TimeSpan.FromSeconds(2), output);
        var console = new TestConsole();
        var folder = Path.Combine(work.Path, "below");

        var exitCode = await console.RunAsync(
            "load", server.Url.ToString(), "--find-max", "--slo", "p90<1s", "--rate", "20", "-c", "32",
            "--duration", "14s", "--step", "1s", "--warmup", "0.5s", "--timeout", "5s", "--out", folder);

        output.WriteLine(console.Rich);
        Assert.Equal(3, exitCode);
        Assert.StartsWith("httplab: error: capacity: below ", console.Error, StringComparison.Ordinal);
        var capacity = (await ReadAsync(folder)).Suites[0].Capacity!;
        Assert.Equal("below", capacity.Answer);
        Assert.Null(capacity.CapacityRps);
        // Two-second responses at 20 req/s want 40 requests in flight on 32 connections: the backlog that builds
        // passes to the next rate, which a stalled machine can leave generator-limited until the budget ends the
        // search. Then no lower rate failed and the ramp down was never seen (seen once, 2026-12-07: "the first rate
        // tried fails").
        Skip.If(
            !capacity.Steps.Any(step => step.RateRps < 20 && step.Verdict == "failed"),
            "No rate below the first was judged before the budget ended the search, so the ramp down could not be "
                + "checked: " + console.Error.Trim());
        Assert.Contains("every rate tried, from 20 req/s down to ", console.Error, StringComparison.Ordinal);
        // The ramp goes down from 20 req/s, halving, until the budget ends it. A busy machine's stall makes a step
        // generator-limited, and the search runs that rate again: every rate's last step is the one that decides (the
        // budget may end the search on a generator-limited step).
        Assert.Equal(20, capacity.Steps[0].RateRps);
        Assert.True(capacity.Steps.Select(step => step.RateRps).Distinct().Count() >= 2);
        Assert.Equal(
            capacity.Steps.Select(step => step.RateRps).OrderByDescending(rps => rps),
            capacity.Steps.Select(step => step.RateRps));
        Assert.All(
            capacity.Steps.GroupBy(step => step.RateRps).SkipLast(1),
            rate => Assert.Equal("failed", rate.Last().Verdict));
        Assert.False(File.Exists(Path.Combine(folder, ResultsDirectory.IncompleteMarker)));
    }

    /// <summary>
    /// A machine that stalls the generator's own process at every try of a rate stops the search without the answer
    /// the test is after (CI saw stalls of 909 ms): the search said so rightly, and the test could not check its claim.
    /// </summary>
    private static async Task SkipIfTheGeneratorStoppedTheSearchAsync(int exitCode, string folder, TestConsole console)
    {
        if (!File.Exists(Path.Combine(folder, "results.json")))
        {
            return;
        }

        var capacity = (await ReadAsync(folder)).Suites[0].Capacity;
        Skip.If(
            capacity is { Stop: "generatorLimited" }
                || (exitCode != 0
                    && capacity is { Answer: "unknown" }
                    && capacity.Steps.Any(step => step.Verdict == "generatorLimited")),
            "The machine stalled the load generator at every try of a rate, so the search had no answer to check: "
                + console.Error.Trim());
    }

    private static async Task<RunResult> ReadAsync(string folder) =>
        HttpLab.Results.Json.ResultsJson.Deserialize(
            await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
}

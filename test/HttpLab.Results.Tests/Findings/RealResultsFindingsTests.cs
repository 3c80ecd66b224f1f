using HttpLab.Results.Findings;
using HttpLab.Results.Json;

namespace HttpLab.Results.Tests.Findings;

/// <summary>
/// Findings of results.json files real runs wrote (in Fixtures/): a smoke run of the json study started from a
/// temporary folder, and an <c>httplab load</c> at 100 req/s against a target that answered garbage on a machine whose
/// generator fell behind.
/// </summary>
public sealed class RealResultsFindingsTests
{
    [Fact]
    public async Task Of_JsonSmokeRun_SentencesFromItsNumbers()
    {
        var run = await Read("json-smoke.results.json");

        var findings = Assert.Single(RunFindings.Of(run));

        Assert.Equal(
            [
                "GetStreamAsync allocates least (4.79 KB an operation, 0.64x the baseline's 7.45 KB).",
                "No time difference from GetAsync_ReadAsStringAsync is shown: every case had too few iterations to "
                    + "tell.",
                "The baseline, GetAsync_ReadAsStringAsync, takes 89.4 μs an operation on average.",
                "No pattern caused a Gen2 collection.",
            ],
            findings.Sentences);
    }

    [Fact]
    public async Task Warnings_JsonSmokeRun_ValidationThenSmokeThenShortIterationsMerged()
    {
        var run = await Read("json-smoke.results.json");

        var warnings = RunFindings.Warnings(run);

        Assert.Equal(
            [
                WarningKinds.Validation, WarningKinds.NotAMeasurement, WarningKinds.ShortIterations,
                WarningKinds.ShortIterations, WarningKinds.Other,
            ],
            warnings.Select(warning => warning.Kind));
        Assert.Equal(
            run.Suites[0].Cases.Sum(@case => @case.Warnings.Count),
            warnings
                .Where(warning => warning.Kind == WarningKinds.ShortIterations)
                .Sum(warning => warning.Places.Count));
        Assert.All(warnings, warning => Assert.Equal("json", warning.Suite));
    }

    [Fact]
    public async Task Of_LoadRunAgainstAGarbageTarget_RateLatencyFailuresGeneratorAndServer()
    {
        var run = await Read("load-unparsable-target.results.json");

        var findings = Assert.Single(RunFindings.Of(run));

        Assert.Equal(
            [
                "Asked for 100.0 req/s on 4 connections (open model), the run achieved 0.0 req/s over 200 measured "
                    + "requests, 100.0% short of it.",
                "Latency of every request, from its intended send: p50 463 μs, p99 6.02 ms, max 25.9 ms.",
                "Failed: 200 of 200 requests (200 unparsable).",
                "The load generator may have limited the run: send lateness p99 is 2.137 ms, above the 1 ms limit: "
                    + "requests left more than 1 ms after they were due, 4 of them in 0–2 s (the generator could not "
                    + "keep to its schedule: too little CPU, or a rate above what it can send).",
                "The server shaped the run: achieved 0.0 responses/s is 100.0% below the target 100.0 req/s: 200 "
                    + "responses were not valid HTTP/1.1.",
            ],
            findings.Sentences);
    }

    [Fact]
    public async Task Warnings_LoadRunAgainstAGarbageTarget_GeneratorFirstEachReasonWithItsSuiteWarning()
    {
        var run = await Read("load-unparsable-target.results.json");

        var warnings = RunFindings.Warnings(run);

        Assert.Equal(
            [WarningKinds.GeneratorLimited, WarningKinds.FailedRequests, WarningKinds.FailedRequests],
            warnings.Select(warning => warning.Kind));
        Assert.StartsWith("GENERATOR-LIMITED: ", warnings[0].Text, StringComparison.Ordinal);
        Assert.Equal(
            [null, "open 100 rps raw /"], warnings[0].Places.Select(place => place.Case));
        Assert.StartsWith("generatorLimitedReason: ", warnings[0].Places[1].Text, StringComparison.Ordinal);
        Assert.StartsWith("EVERY REQUEST FAILED: ", warnings[1].Text, StringComparison.Ordinal);
        Assert.StartsWith("SERVER-LIMITED: ", warnings[2].Text, StringComparison.Ordinal);
        Assert.Equal(2, warnings[2].Places.Count);
        Assert.All(warnings, warning => Assert.False(warning.HasVariants));
    }

    private static Task<RunResult> Read(string fileName) =>
        ResultsJson.ReadAsync(
            Path.Combine(AppContext.BaseDirectory, "Fixtures", fileName), CancellationToken.None);
}

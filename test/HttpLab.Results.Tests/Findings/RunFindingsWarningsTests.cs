using HttpLab.Results.Findings;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Findings;

public sealed class RunFindingsWarningsTests
{
    [Theory]
    [InlineData("GENERATOR-LIMITED: open 100 rps: the generator could not keep up",
        "open 100 rps: the generator could not keep up")]
    [InlineData("ROUTE STALLED: adapter/sync-over-async at open 100 rps: only 12.0 of 100 req/s were answered",
        "adapter/sync-over-async at open 100 rps: only 12.0 of 100 req/s were answered")]
    [InlineData("generatorLimitedReason: send lateness p99 is 2.2 ms", "send lateness p99 is 2.2 ms")]
    [InlineData("serverLimitedReason: stalled: not one response in 0–4 s", "stalled: not one response in 0–4 s")]
    [InlineData("It seems that the distribution is bimodal (mValue = 3.4)",
        "It seems that the distribution is bimodal (mValue = 3.4)")]
    [InlineData("load: the consumer API did not start", "load: the consumer API did not start")]
    public void Message_TextOpeningWithItsKindOrReasonKey_WithoutThem(string text, string message)
    {
        var run = SampleRuns.Completed() with
        {
            Suites = [Suite("load", [], [Case("baseline", text)])],
        };

        var warning = Assert.Single(RunFindings.Warnings(run));

        Assert.Equal(text, warning.Text);
        Assert.Equal(message, warning.Message);
    }

    [Fact]
    public void Warnings_EveryKindGivenQuietestFirst_RankedLoudestFirstWithTheirPlaces()
    {
        var run = SampleRuns.Completed() with
        {
            Complete = false,
            IncompleteReason = "load: the consumer API did not start",
            Suites =
            [
                Suite("json", ["Every invocation includes validating the deserialized list (count and checksum)."],
                [
                    Case("GetStreamAsync", "The minimum observed iteration time is 5.765ms which is very small."),
                    Case("GetStringAsync", "The method duration is indistinguishable from the empty method duration"),
                    Case("GetFromJsonAsync", "It seems that the distribution is bimodal (mValue = 3.4)"),
                ]),
                Suite(
                    "cancel",
                    ["Smoke profile: a handful of iterations checks that every case runs; the distributions are not a "
                        + "measurement.",
                        "BenchmarkDotNet validation: Assembly HttpLab.Studies is located in temp."],
                    [Case("headers/cancelAfter", "2 of 5 iterations failed; the first: connection reset.")]),
                Suite(
                    "load",
                    ["ROUTE STALLED: adapter/sync-over-async at open 100 rps: only 12.0 of 100 req/s were answered",
                        "GENERATOR-LIMITED: open 100 rps: the load generator could not keep up"],
                    [Case("baseline", "serverLimitedReason: every one of the 16 connections was waiting for a "
                        + "response when 40 requests were due, in 3–4 s")]),
            ],
        };

        var warnings = RunFindings.Warnings(run);

        Assert.Equal(
            [
                WarningKinds.Incomplete, WarningKinds.GeneratorLimited, WarningKinds.RouteStalled,
                WarningKinds.FailedRequests, WarningKinds.ServerLimited, WarningKinds.Validation,
                WarningKinds.NotAMeasurement, WarningKinds.Multimodal, WarningKinds.TimerBound,
                WarningKinds.ShortIterations, WarningKinds.Other,
            ],
            warnings.Select(warning => warning.Kind));
        Assert.Equal(
            [
                WarningLevel.Critical, WarningLevel.Critical, WarningLevel.High, WarningLevel.High, WarningLevel.High,
                WarningLevel.Medium, WarningLevel.Medium, WarningLevel.Medium, WarningLevel.Low, WarningLevel.Low,
                WarningLevel.Low,
            ],
            warnings.Select(warning => warning.Level));
        Assert.Equal((null, null, "load: the consumer API did not start"), Place(warnings[0]));
        Assert.Equal(
            ("load", null, "GENERATOR-LIMITED: open 100 rps: the load generator could not keep up"),
            Place(warnings[1]));
        Assert.Equal(
            ("cancel", "headers/cancelAfter", "2 of 5 iterations failed; the first: connection reset."),
            Place(warnings[3]));
        Assert.Equal(("json", "GetFromJsonAsync", "It seems that the distribution is bimodal (mValue = 3.4)"),
            Place(warnings[7]));
    }

    [Fact]
    public void Warnings_SameTextInSeveralCasesAndSuites_OneWarningWithEveryPlace()
    {
        const string Smoke = "Smoke profile: these numbers check that every case runs; they are not a measurement.";
        var run = SampleRuns.Completed() with
        {
            Suites =
            [
                Suite("json", [Smoke], [Case("A", "Bimodal, it seems."), Case("B", "Bimodal, it seems.")]),
                Suite("async", [Smoke], [Case("A", "Bimodal, it seems.")]),
            ],
        };

        var warnings = RunFindings.Warnings(run);

        Assert.Equal(2, warnings.Count);
        Assert.Equal(Smoke, warnings[0].Text);
        Assert.Equal([("json", null), ("async", null)], warnings[0].Places.Select(place => (place.Suite, place.Case)));
        Assert.Equal(
            [("json", "A"), ("json", "B"), ("async", "A")],
            warnings[1].Places.Select(place => (place.Suite, place.Case)));
        Assert.False(warnings[1].HasVariants);
    }

    [Fact]
    public void Warnings_TextsDifferingOnlyInTheirNumbers_MergedKeepingEachOriginal()
    {
        var run = SampleRuns.Completed() with
        {
            Suites =
            [
                Suite("json", [],
                [
                    Case("A", "The minimum observed iteration time is 5.765ms which is very small."),
                    Case("B", "The minimum observed iteration time is 14.069ms which is very small."),
                    Case("C", "The minimum observed iteration time is 1,326.577μs which is very small."),
                ]),
            ],
        };

        var warning = Assert.Single(
            RunFindings.Warnings(run),
            warning => warning.Kind == WarningKinds.ShortIterations && warning.Places.Count == 2);

        Assert.Equal("The minimum observed iteration time is 5.765ms which is very small.", warning.Text);
        Assert.Equal(
            ["The minimum observed iteration time is 5.765ms which is very small.",
                "The minimum observed iteration time is 14.069ms which is very small."],
            warning.Places.Select(place => place.Text));
        Assert.True(warning.HasVariants);
    }

    [Fact]
    public void Warnings_CasesOfOneNameInSeveralGroups_PlacesNameTheParametersThatTellThemApart()
    {
        var json = SampleRuns.Json();

        var warning = Assert.Single(
            RunFindings.Warnings(SampleRuns.Completed() with { Suites = [json] }),
            warning => warning.Kind == WarningKinds.Multimodal);

        Assert.Equal(("json", "GetStreamAsync [size=10000]"), (warning.Suite, warning.Case));
    }

    [Fact]
    public void Warnings_CompleteRunWithoutWarnings_None()
    {
        var run = SampleRuns.Completed() with { Suites = [Suite("json", [], [Case("A")])] };

        Assert.Empty(RunFindings.Warnings(run));
    }

    [Theory]
    [InlineData("generatorLimitedReason: send lateness p99 is 2.137 ms, above the 1 ms limit",
        WarningKinds.GeneratorLimited)]
    [InlineData("serverLimitedReason: stalled: not one response in 0–3 s while up to 4 of 4 connections waited",
        WarningKinds.RouteStalled)]
    [InlineData("route stalled: not one response in the measured time; all 4 connections waited for its answers",
        WarningKinds.RouteStalled)]
    [InlineData("EVERY REQUEST FAILED: not one of the 200 measured requests got a response",
        WarningKinds.FailedRequests)]
    [InlineData("SERVER-LIMITED: the server, not the generator, shaped these numbers: 200 responses were not valid "
        + "HTTP/1.1", WarningKinds.FailedRequests)]
    [InlineData("3 of 100 responses were not 200 (503: 3): they count in errors", WarningKinds.FailedRequests)]
    [InlineData("checked after its runs, the route answered wrongly, so some measured responses may have been wrong",
        WarningKinds.Validation)]
    [InlineData("It seems that the distribution can have several modes (mValue = 3)", WarningKinds.Multimodal)]
    [InlineData("2 of 5 slackUs values were below zero (down to -46.9 μs) and are recorded as 0: the timer fired, or "
        + "the call stopped, before the deadline (the runtime's timers count whole milliseconds).",
        WarningKinds.TimerBound)]
    [InlineData("Interrupted: only the cases listed were measured.", WarningKinds.Incomplete)]
    [InlineData("Every invocation includes validating the deserialized list (count and checksum), an O(size) cost",
        WarningKinds.Other)]
    [InlineData("closed model: each request is sent when the previous one completes, so latencyUs hides a server's "
        + "stalls (coordinated omission)", WarningKinds.Other)]
    public void Warnings_TextNamingACause_ClassifiedByIt(string text, string kind)
    {
        var run = SampleRuns.Completed() with { Suites = [Suite("load", [text], [])] };

        Assert.Equal(kind, Assert.Single(RunFindings.Warnings(run)).Kind);
    }

    private static (string? Suite, string? Case, string Text) Place(RankedWarning warning)
    {
        Assert.Equal((warning.Suite, warning.Case, warning.Text), (warning.Places[0].Suite, warning.Places[0].Case,
            warning.Places[0].Text));
        return (warning.Suite, warning.Case, warning.Text);
    }

    private static SuiteResult Suite(string name, IReadOnlyList<string> warnings, IReadOnlyList<CaseResult> cases) =>
        new()
        {
            Name = name,
            Title = name,
            Engine = "test",
            Warnings = warnings,
            Cases = cases,
        };

    private static CaseResult Case(string name, params string[] warnings) => new()
    {
        Name = name,
        Metrics = new Dictionary<string, double>(),
        Warnings = warnings,
    };
}

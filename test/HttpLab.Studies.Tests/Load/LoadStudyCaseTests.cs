using HttpLab.Contracts.Consumer;
using HttpLab.Load;
using HttpLab.Load.Reporting;
using HttpLab.Results;
using HttpLab.Studies.Load;

namespace HttpLab.Studies.Tests.Load;

public sealed class LoadStudyCaseTests
{
    private static readonly ConsumerRoute Route = new(ConsumerRoutes.FSharpAsync);

    [Fact]
    public void From_AllAnswered200_NamedAfterTheRouteWithTheStudysParameters()
    {
        var run = new LoadStudyRun(
            Route, LoadRunKind.Open(500), Report(new() { [200] = 100 }), new CoresUsed(0.25, 0.5, null));

        var result = LoadStudyCase.From(run);

        Assert.Equal("adapter/fsharp-async", result.Name);
        Assert.Equal(["run", "route", "model", "rate", "connections"], result.Parameters.Keys);
        Assert.Equal("open 500 rps", result.Parameters["run"].Text);
        Assert.Equal(500, result.Parameters["rate"].Number);
        Assert.Equal(125, result.Parameters["connections"].Number);
        Assert.Equal(0, result.Metrics[MetricCatalog.Errors.Name]);
        Assert.Equal(0.25, result.Metrics[LoadStudyCase.GeneratorCores]);
        Assert.Equal(0.5, result.Metrics[LoadStudyCase.BackendCores]);
        Assert.False(result.Metrics.ContainsKey(LoadStudyCase.ConsumerCores));
        Assert.Empty(result.Warnings);
    }

    [Fact]
    public void From_SomeResponsesNot200_CountedAsErrorsWithAWarning()
    {
        var run = new LoadStudyRun(
            Route,
            LoadRunKind.Closed(32),
            Report(new() { [200] = 90, [500] = 3, [502] = 7 }, new LoadErrorCounts(0, 1, 2, 0, 0)),
            new CoresUsed(null, null, null));

        var result = LoadStudyCase.From(run);

        Assert.Equal(7 + 3 + 1 + 2, result.Metrics[MetricCatalog.Errors.Name]);
        Assert.Equal(7, result.Metrics["status502"]);
        Assert.False(result.Parameters.ContainsKey("rate"));
        var warning = Assert.Single(result.Warnings);
        Assert.Contains("10 of 100 responses were not 200 (500 × 3, 502 × 7)", warning, StringComparison.Ordinal);
        Assert.Contains(
            LoadStudyText.Warnings(StudyProfile.Quick, [run]),
            text => text.StartsWith(
                "adapter/fsharp-async at closed 32 connections: 10 of 100", StringComparison.Ordinal));
    }

    [Fact]
    public void From_GeneratorLimitedAndWrongAfterwards_WarnsOfBoth()
    {
        var run = new LoadStudyRun(
            Route,
            LoadRunKind.Open(1000),
            Report(new() { [200] = 100 }) with { GeneratorLimitedReason = "send lateness p99 is 2 ms" },
            new CoresUsed(1, 1, 1))
        {
            ProblemAfterRuns = "adapter/fsharp-async answered 502 instead of 200",
        };

        var result = LoadStudyCase.From(run);

        Assert.Contains(LoadResults.GeneratorLimitedPrefix + "send lateness p99 is 2 ms", result.Warnings);
        Assert.Contains(
            result.Warnings, warning => warning.Contains("answered 502 instead of 200", StringComparison.Ordinal));
        Assert.Contains(
            LoadStudyText.Warnings(StudyProfile.Quick, [run]),
            text => text.StartsWith(
                "GENERATOR-LIMITED: adapter/fsharp-async at open 1000 rps", StringComparison.Ordinal));
    }

    [Fact]
    public void From_NothingAnsweredWhileTheGeneratorKeptItsSchedule_RouteStalledNotGeneratorLimitedAndNoLatency()
    {
        var report = Report([], new LoadErrorCounts(0, 0, 0, 0, 500)) with
        {
            Options = new LoadOptions
            {
                Url = new Uri("http://127.0.0.1:5000/adapter/sync-over-async"),
                Rate = TargetRate.Constant(500),
                Duration = TimeSpan.FromSeconds(1),
            },
            Requests = 0,
            ServerLimitedReason = "achieved 0.0 responses/s is 100.0% below the target 500.0 req/s: 500 requests were "
                + "still waiting for a connection when the run ended and were never sent",
        };
        var run = new LoadStudyRun(
            new ConsumerRoute(ConsumerRoutes.SyncOverAsync),
            LoadRunKind.Open(500),
            report,
            new CoresUsed(0.05, 0, 0.1));

        var result = LoadStudyCase.From(run);

        Assert.True(run.Stalled);
        Assert.Equal(500, result.Metrics[MetricCatalog.Errors.Name]);
        Assert.False(result.Distributions.ContainsKey(MetricCatalog.LatencyUs.Name));
        Assert.Contains(
            result.Warnings,
            warning => warning.StartsWith("route stalled: all 125 connections", StringComparison.Ordinal));
        var warnings = LoadStudyText.Warnings(StudyProfile.Quick, [run]);
        Assert.Contains(warnings, text => text.StartsWith(
            "ROUTE STALLED: adapter/sync-over-async at open 500 rps: only 0.0 of 500 req/s", StringComparison.Ordinal)
            && text.EndsWith("The run's own counts: " + report.ServerLimitedReason + ".", StringComparison.Ordinal));
        Assert.DoesNotContain(warnings, text => text.StartsWith("GENERATOR-LIMITED", StringComparison.Ordinal));
        Assert.Contains(
            LoadStudyText.Notes(
                LoadStudySettings.For(StudyProfile.Quick, new LoadStudyOptions()),
                [run],
                null,
                consumerInProcess: false),
            note => note.StartsWith(
                "adapter/sync-over-async at open 500 rps stalled while the consumer used 0.10 cores",
                StringComparison.Ordinal));
    }

    [Fact]
    public void From_StalledWhileTheGeneratorWasLate_WarnsOfBoth()
    {
        var report = Report([], new LoadErrorCounts(0, 0, 0, 0, 500)) with
        {
            Options = new LoadOptions
            {
                Url = new Uri("http://127.0.0.1:5000/adapter/sync-over-async"),
                Rate = TargetRate.Constant(500),
                Duration = TimeSpan.FromSeconds(1),
            },
            Requests = 0,
            ServerLimitedReason =
                "stalled: not one response in 0–1 s while up to 125 of 125 connections waited for one",
            GeneratorLimitedReason = "send lateness p99 is 1.7 ms, above the 1 ms limit",
        };
        var run = new LoadStudyRun(
            new ConsumerRoute(ConsumerRoutes.SyncOverAsync), LoadRunKind.Open(500), report, new CoresUsed(0.5, 0, 1.5));

        var warnings = LoadStudyText.Warnings(StudyProfile.Quick, [run]);

        Assert.True(run.Stalled);
        Assert.Contains(
            warnings,
            text => text.StartsWith(
                "ROUTE STALLED: adapter/sync-over-async at open 500 rps", StringComparison.Ordinal));
        Assert.Contains(
            warnings,
            text =>
                text.StartsWith("GENERATOR-LIMITED: adapter/sync-over-async at open 500 rps", StringComparison.Ordinal)
                && text.EndsWith("1.7 ms, above the 1 ms limit", StringComparison.Ordinal));
        Assert.Contains(
            LoadStudyCase.From(run).Warnings,
            warning => warning == LoadResults.ServerLimitedPrefix + report.ServerLimitedReason);
    }

    [Fact]
    public void From_ClosedModelWithNoResponse_RouteStalled()
    {
        var report = Report([]) with
        {
            Options = new LoadOptions
            {
                Url = new Uri("http://127.0.0.1:5000/adapter/sync-over-async"),
                Connections = 32,
                Duration = TimeSpan.FromSeconds(5),
            },
            Requests = 0,
        };
        var run = new LoadStudyRun(
            new ConsumerRoute(ConsumerRoutes.SyncOverAsync),
            LoadRunKind.Closed(32),
            report,
            new CoresUsed(0.01, 0, 0.01));

        var result = LoadStudyCase.From(run);

        Assert.True(run.Stalled);
        Assert.Contains(
            result.Warnings,
            warning => warning.StartsWith(
                "route stalled: not one response in the measured time; all 32 connections", StringComparison.Ordinal));
        Assert.Contains(
            LoadStudyText.Warnings(StudyProfile.Quick, [run]),
            text => text.StartsWith(
                "ROUTE STALLED: adapter/sync-over-async at closed 32 connections: not one response in 5 s",
                StringComparison.Ordinal));
    }

    [Fact]
    public void From_ClosedModelWithResponses_NotStalled()
    {
        var report = Report(new Dictionary<int, long> { [200] = 3 }) with
        {
            Options = new LoadOptions
            {
                Url = new Uri("http://127.0.0.1:5000/adapter/task"),
                Connections = 32,
                Duration = TimeSpan.FromSeconds(5),
            },
        };
        var run = new LoadStudyRun(
            new ConsumerRoute(ConsumerRoutes.CSharpTask), LoadRunKind.Closed(32), report, new CoresUsed(0.5, 0.5, 0.5));

        Assert.False(run.Stalled);
        Assert.DoesNotContain(
            LoadStudyText.Warnings(StudyProfile.Quick, [run]),
            text => text.StartsWith("ROUTE STALLED", StringComparison.Ordinal));
    }

    private static LoadReport Report(Dictionary<int, long> statusCodes, LoadErrorCounts errors = default)
    {
        var latency = LatencyHistograms.Create();
        foreach (var (_, count) in statusCodes)
        {
            for (var index = 0; index < count; index++)
            {
                latency.RecordValue(1000 + index);
            }
        }

        return new LoadReport
        {
            Options = new LoadOptions
            {
                Url = new Uri("http://127.0.0.1:5000/adapter/fsharp-async"), Duration = TimeSpan.FromSeconds(1),
            },
            EngineDescription = "raw",
            MeasureStartUtc = DateTimeOffset.UnixEpoch,
            Complete = true,
            MeasuredTime = TimeSpan.FromSeconds(1),
            Requests = latency.TotalCount + errors.Total,
            Errors = errors,
            StatusCodes = statusCodes,
            BytesSent = 0,
            BytesReceived = 0,
            GeneratorCpuSeconds = 0.1,
            Latency = latency,
            SuccessLatency = latency,
            UncorrectedLatency = latency,
            SendLateness = LatencyHistograms.Create(),
            Seconds = [],
        };
    }
}

using HttpLab.Load.Verdicts;
using HttpLab.Results;
using HttpLab.Results.Charts;
using HttpLab.Results.Csv;
using HttpLab.Results.Json;
using HttpLab.Results.Markdown;

namespace HttpLab.Load.Reporting.Tests;

public sealed class LoadResultsTests
{
    [Fact]
    public void ToCase_OpenRun_NamesParametersAndEveryLoadMetric()
    {
        var result = LoadResults.ToCase(SampleReports.Open());

        Assert.Equal("open 1000 rps raw /plaintext", result.Name);
        Assert.Equal(["model", "engine", "rate", "connections", "sendQuantumUs", "url"], result.Parameters.Keys);
        Assert.Equal("open", result.Parameters["model"].Text);
        Assert.Equal(1000, result.Parameters["rate"].Number);
        Assert.Equal(100, result.Parameters["sendQuantumUs"].Number);
        Assert.Equal(
            [
                "targetRps", "achievedRps", "requests", "errors", "errorsRefused", "errorsReset", "errorsTimeout",
                "errorsUnparsable", "errorsNotSent", "status200", "status404", "bytesSent", "bytesReceived",
                "responseBodyBytes", "responseBodyBytesMin", "responseBodyBytesMean", "responseBodyBytesMax",
                "generatorCpuSeconds", "generatorCollections", "generatorGcPauseSeconds", "generatorJitSeconds",
                "generatorLimited", "serverLimited",
            ],
            result.Metrics.Keys);
        Assert.Equal(
            ["latencyUs", "successLatencyUs", "uncorrectedLatencyUs", "sendLatenessUs"], result.Distributions.Keys);
        Assert.Equal(1000, result.Metrics["achievedRps"]);
        Assert.Equal(0, result.Metrics["generatorLimited"]);
        Assert.Equal(3000, result.Distributions["latencyUs"].Count);
        Assert.NotEmpty(result.Distributions["latencyUs"].Spectrum);
        Assert.Empty(result.Warnings);
    }

    [Fact]
    public void ToCase_EveryMetricExceptStatusCodes_IsInTheCatalog()
    {
        var result = LoadResults.ToCase(SampleReports.Open());

        foreach (var name in result.Metrics.Keys
            .Concat(result.Distributions.Keys)
            .Where(name => !name.StartsWith("status", StringComparison.Ordinal)))
        {
            Assert.True(MetricCatalog.Find(name) is not null, $"{name} is not in the catalog");
        }
    }

    [Fact]
    public void ToSuite_ServerStalledAndEveryRequestFailed_WarnsLoudestFirstAndSaysWhichLatencyIsWhich()
    {
        var report = SampleReports.Open(
            errors: new LoadErrorCounts(0, 0, 12, 0, 2988),
            shape: second =>
                second with { Responses = 0, BusyConnections = 16, WaitingAllInterval = 16, Timeouts = 4 });
        report = report with { ServerLimitedReason = ServerCheck.Reason(report) };

        var suite = LoadResults.ToSuite(report);

        Assert.True(report.AllFailed);
        Assert.Equal(2, suite.Warnings.Count);
        Assert.StartsWith(
            "EVERY REQUEST FAILED: not one of the 3,000 measured requests got a response",
            suite.Warnings[0],
            StringComparison.Ordinal);
        Assert.StartsWith(
            "SERVER-LIMITED: the server, not the generator, shaped these numbers: "
                + "achieved 0.0 responses/s is 100.0% below the target 1,000.0 req/s: "
                + "stalled: not one response in 0–3 s",
            suite.Warnings[1],
            StringComparison.Ordinal);
        Assert.Contains(
            suite.Cases[0].Warnings,
            warning => warning.StartsWith(LoadResults.ServerLimitedPrefix + "achieved 0.0", StringComparison.Ordinal));
        Assert.Equal(1, suite.Cases[0].Metrics["serverLimited"]);
        Assert.Equal(0, suite.Cases[0].Metrics["achievedRps"]);
        Assert.Contains(
            suite.Notes!,
            note => note.StartsWith(
                "latencyUs holds every measured request: 0 responses with status 2xx and 3,000 that failed",
                StringComparison.Ordinal));
    }

    [Fact]
    public void ToSuite_GeneratorLimited_CaseAndSuiteWarnWithTheReason()
    {
        var report = SampleReports.Open(latenessP99Us: 1500);
        report = report with { GeneratorLimitedReason = GeneratorCheck.Reason(report) };

        var suite = LoadResults.ToSuite(report);

        Assert.Equal("load", suite.Name);
        Assert.StartsWith("GENERATOR-LIMITED", Assert.Single(suite.Warnings), StringComparison.Ordinal);
        var warning = Assert.Single(suite.Cases[0].Warnings);
        Assert.StartsWith("generatorLimitedReason: send lateness p99", warning, StringComparison.Ordinal);
        Assert.Equal(1, suite.Cases[0].Metrics["generatorLimited"]);
    }

    [Fact]
    public void ToSuite_CorrectedTailFarAboveUncorrected_NotesTheDifference()
    {
        var suite = LoadResults.ToSuite(SampleReports.Open());

        Assert.Contains(
            suite.Notes!,
            note => note.StartsWith("Latency p99 of responses with status 2xx is", StringComparison.Ordinal)
                && note.Contains("from intended send times", StringComparison.Ordinal));
    }

    [Fact]
    public void ToCase_ClosedOrWithoutAQuantum_RecordsNoSendQuantum()
    {
        var report = SampleReports.Open();

        var closed = LoadResults.ToCase(report with { Options = report.Options with { Rate = null } });
        var none = LoadResults.ToCase(report with { Options = report.Options with { SendQuantum = TimeSpan.Zero } });

        Assert.DoesNotContain("sendQuantumUs", closed.Parameters.Keys);
        Assert.DoesNotContain("sendQuantumUs", none.Parameters.Keys);
    }

    [Fact]
    public void ToCase_ClosedRampAndHttpClient_NamesRead()
    {
        var report = SampleReports.Open();

        Assert.Equal(
            "closed 16 connections raw /plaintext",
            LoadResults.ToCase(report with { Options = report.Options with { Rate = null } }).Name);
        Assert.Equal(
            "open 100-2000 rps httpclient /plaintext",
            LoadResults.ToCase(report with
            {
                Options = report.Options with { Rate = new TargetRate(100, 2000), Engine = LoadEngineKind.HttpClient },
            }).Name);
    }

    [Fact]
    public void ToSuite_ThroughEveryExporter_Renders()
    {
        var suite = LoadResults.ToSuite(SampleReports.Open());
        var run = Run(suite);

        var json = ResultsJson.Serialize(run);
        var markdown = MarkdownReportExporter.Render(run);

        Assert.Equal(suite.Cases[0].Metrics, ResultsJson.Deserialize(json).Suites[0].Cases[0].Metrics);
        Assert.Contains("### Latency, every request (latencyUs), ms", markdown, StringComparison.Ordinal);
        Assert.Contains("### Latency, successes only (successLatencyUs), ms", markdown, StringComparison.Ordinal);
        Assert.Contains(
            "| Achieved rate |", markdown.Replace("  ", " ", StringComparison.Ordinal), StringComparison.Ordinal);
        Assert.Contains("status200", CsvResultExporter.Render(suite), StringComparison.Ordinal);
    }

    [Fact]
    public void SvgChart_LoadLatencies_UsePercentileSpectrumAxes()
    {
        var suite = LoadResults.ToSuite(SampleReports.Open());

        var svg = SvgChartExporter.Render(Run(suite), suite)!;

        Assert.Contains("percentile (log scale of 1/(1 − p))", svg, StringComparison.Ordinal);
        Assert.DoesNotContain(">percentile<", svg, StringComparison.Ordinal);
    }

    internal static RunResult Run(SuiteResult suite) => new()
    {
        RunId = "20250314T093000Z-load",
        StartedUtc = SampleReports.MeasureStart,
        FinishedUtc = SampleReports.MeasureStart.AddSeconds(5),
        Complete = true,
        Profile = "load",
        Environment = new EnvironmentInfo
        {
            Os = "Linux", Kernel = "6", CpuModel = "CPU", LogicalCores = 2, RuntimeVersion = ".NET 10",
            GcMode = "Workstation, concurrent", HttpLabVersion = "0.1.0",
        },
        Suites = [suite],
    };
}

using HttpLab.Results.Json;
using HttpLab.Results.Markdown;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Markdown;

public sealed class RuntimeTableTests
{
    [Fact]
    public void Report_RunOnRuntimes_TableAcrossRuntimesAndEveryRuntimeInTheEnvironment()
    {
        var report = MarkdownReport.Render(SampleRuntimeRuns.Json());

        Assert.Contains("### Across runtimes (baseline net8.0)", report, StringComparison.Ordinal);
        Assert.Contains("| Case", report, StringComparison.Ordinal);
        Assert.Matches(@"\| GetStreamAsync \\\[size=10\\\] +\| +56\.00 μs \| +112\.00 μs \| 2\.00x slower +\|", report);
        Assert.Matches(
            @"\| GetStringAsync \\\[size=10\\\] +\| not measured on this runtime \| +1\.50 μs \| - +\|", report);
        Assert.Contains("| Studies on net8.0 ", report, StringComparison.Ordinal);
        Assert.Contains(".NET 8.0.31", report, StringComparison.Ordinal);
        Assert.Contains("skipped: Mono is not installed (no mono on PATH)", report, StringComparison.Ordinal);
    }

    [Fact]
    public void Report_RunOnOneRuntime_NoRuntimeTableNorRuntimeRows()
    {
        var report = MarkdownReport.Render(SampleRuns.Completed());

        Assert.DoesNotContain("Across runtimes", report, StringComparison.Ordinal);
        Assert.DoesNotContain("Studies on", report, StringComparison.Ordinal);
    }

    [Fact]
    public void Json_RunOnRuntimes_RoundTripsTheComparisonAndTheRuntimes()
    {
        var run = SampleRuntimeRuns.Json();

        var json = ResultsJson.Serialize(run);
        var read = ResultsJson.Deserialize(json);

        Assert.Equal(json, ResultsJson.Serialize(read));
        Assert.Equal(run.Environment.StudyRuntimes, read.Environment.StudyRuntimes);
        var comparison = read.Suites[0].Runtimes!;
        Assert.Equal(["net8.0", "net10.0"], comparison.Runtimes);
        Assert.Equal("slower", comparison.Rows[0].Cells[1].Verdict);
        Assert.Equal("not measured on this runtime", comparison.Rows[1].Cells[0].Missing);
        Assert.Contains("\"studyRuntimes\"", json, StringComparison.Ordinal);
        Assert.DoesNotContain(
            "\"studyRuntimes\"", ResultsJson.Serialize(SampleRuns.Completed()), StringComparison.Ordinal);
    }
}

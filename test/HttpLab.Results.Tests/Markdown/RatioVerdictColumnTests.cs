using HttpLab.Results.Json;
using HttpLab.Results.Markdown;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Markdown;

public sealed class RatioVerdictColumnTests
{
    [Fact]
    public void Report_CasesWithVerdicts_AColumnSayingWhatTheTestMakesOfEachRatio()
    {
        var json = SampleRuns.Json();
        var run = SampleRuns.Completed() with
        {
            Suites =
            [
                json with
                {
                    Cases = [.. json.Cases.Select(@case => @case.Name == json.Baseline
                        ? @case with { IsBaseline = true }
                        : @case with { RatioVerdict = @case.Name == "GetStreamAsync" ? "slower" : "same" })],
                },
            ],
        };

        var report = MarkdownReport.Render(run);

        Assert.Contains("| Time vs baseline |", report, StringComparison.Ordinal);
        Assert.Matches(@"\| GetAsync_ReadAsStringAsync +\|.*\| baseline +\|", report);
        Assert.Matches(@"\| GetStreamAsync +\|.*\| slower +\|", report);
        Assert.Matches(@"Time vs baseline +: What a Mann-Whitney test", report);
        var read = ResultsJson.Deserialize(ResultsJson.Serialize(run));
        Assert.Equal(
            run.Suites[0].Cases.Select(@case => @case.RatioVerdict),
            read.Suites[0].Cases.Select(@case => @case.RatioVerdict));
    }

    [Fact]
    public void Report_NoVerdicts_NoColumn()
    {
        var report = MarkdownReport.Render(SampleRuns.Completed());

        Assert.DoesNotContain("Time vs baseline", report, StringComparison.Ordinal);
    }
}

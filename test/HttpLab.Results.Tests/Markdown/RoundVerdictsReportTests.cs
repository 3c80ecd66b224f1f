using HttpLab.Results.Html;
using HttpLab.Results.Json;
using HttpLab.Results.Markdown;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Markdown;

/// <summary>Verdicts judged round by round, as report.md, report.html and results.json carry them.</summary>
public sealed class RoundVerdictsReportTests
{
    [Fact]
    public void Report_RoundVerdicts_IntervalDetectableDifferenceAndTheControl()
    {
        var report = MarkdownReport.Render(RoundSamples.Run(withheld: false));

        Assert.Matches(@"\| GetStreamAsync +\|.*\| slower \(1\.22-1\.40\) +\|", report);
        Assert.Matches(@"\| GetFromJsonAsync +\|.*\| same \(would show ≥8\.5%\) +\|", report);
        Assert.Contains(
            "A/A control: GetAsync_ReadAsStringAsync measured again at the group's far end in each of 8 rounds came "
                + "out 1.01x itself (0.97-1.06)",
            report,
            StringComparison.Ordinal);
        Assert.Matches(@"Time vs baseline +: Judged round by round", report);
        Assert.DoesNotContain("Verdicts withheld", report, StringComparison.Ordinal);
    }

    [Fact]
    public void Report_WithheldGroup_SaysWhyInTheTableTheNotesAndTheFindings()
    {
        var run = RoundSamples.Run(withheld: true);

        var report = MarkdownReport.Render(run);
        var html = HtmlReport.Render([new ReportedRun(run)]);

        Assert.Matches(@"\| GetStreamAsync +\|.*\| withheld +\|", report);
        Assert.Contains("Verdicts withheld: the group's A/A control", report, StringComparison.Ordinal);
        Assert.Contains("verdict-withheld", html, StringComparison.Ordinal);
        Assert.Contains("Verdicts withheld: the group&#39;s A/A control", html, StringComparison.Ordinal);
        Assert.Contains("No verdict on time against", report, StringComparison.Ordinal);
    }

    [Fact]
    public void ResultsJson_RoundFields_RoundTrip()
    {
        var run = RoundSamples.Run(withheld: true);

        var read = ResultsJson.Deserialize(ResultsJson.Serialize(run));

        var (written, back) = (run.Suites[0].Cases, read.Suites[0].Cases);
        Assert.Equal(written.Select(@case => @case.RoundMediansNs), back.Select(@case => @case.RoundMediansNs));
        Assert.Equal(written[0].ControlRoundMediansNs, back[0].ControlRoundMediansNs);
        Assert.Equal(written[0].ControlInterval, back[0].ControlInterval);
        Assert.Equal(written.Select(@case => @case.RatioInterval), back.Select(@case => @case.RatioInterval));
        Assert.Equal(written.Select(@case => @case.RatioVerdictReason), back.Select(@case => @case.RatioVerdictReason));
    }
}

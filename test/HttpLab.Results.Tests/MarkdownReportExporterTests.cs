using System.Globalization;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests;

public sealed class MarkdownReportExporterTests
{
    [Theory]
    [InlineData("en-US")]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    public void Render_FixedRunUnderCulture_MatchesExpectedReport(string culture)
    {
        using var scope = new CultureScope(culture);

        ExpectedOutput.Matches("report.md", MarkdownReportExporter.Render(SampleRuns.Interrupted()));
    }

    [Fact]
    public void Render_IncompleteRun_WarnsWithReasonBeforeAnything()
    {
        var report = MarkdownReportExporter.Render(SampleRuns.Interrupted());

        var warning = report.IndexOf("INCOMPLETE RUN", StringComparison.Ordinal);
        Assert.InRange(warning, 0, report.IndexOf("- **Run:**", StringComparison.Ordinal));
        Assert.Contains("Cancelled (Ctrl+C) while suite 'clients' was running.", report, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_CompleteRun_HasNoIncompleteWarning()
    {
        var report = MarkdownReportExporter.Render(SampleRuns.Completed());

        Assert.DoesNotContain("INCOMPLETE", report, StringComparison.Ordinal);
        Assert.DoesNotContain("[!WARNING]", report, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_GroupedSuite_OneTablePerGroupInFirstAppearanceOrder()
    {
        var report = MarkdownReportExporter.Render(SampleRuns.Completed());

        var small = report.IndexOf("### size = 10\n", StringComparison.Ordinal);
        var large = report.IndexOf("### size = 10000\n", StringComparison.Ordinal);
        Assert.InRange(small, 0, large);
    }

    [Fact]
    public void Render_CultureSensitiveMachine_UsesInvariantNumbers()
    {
        // Guards the culture tests: without ICU every culture would quietly behave like the invariant one.
        using var scope = new CultureScope("de-DE");

        Assert.Equal("1,5", 1.5.ToString(CultureInfo.CurrentCulture));
        Assert.Contains("| 7.794 ms |", MarkdownReportExporter.Render(SampleRuns.Completed()), StringComparison.Ordinal);
    }

    [Fact]
    public async Task ExportAsync_FixedRun_WritesReportMd()
    {
        using var root = new TemporaryDirectory();
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], SampleRuns.Started);

        await new MarkdownReportExporter().ExportAsync(SampleRuns.Interrupted(), directory, CancellationToken.None);

        ExpectedOutput.Matches("report.md", await File.ReadAllTextAsync(Path.Combine(directory.Path, "report.md")));
    }
}

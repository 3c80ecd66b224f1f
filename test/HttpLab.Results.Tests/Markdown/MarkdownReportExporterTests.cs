using System.Globalization;
using HttpLab.Results.Markdown;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Markdown;

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

    [Theory]
    [InlineData("en-US")]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    public void Render_CancellationRunUnderCulture_MatchesExpectedReport(string culture)
    {
        using var scope = new CultureScope(culture);

        ExpectedOutput.Matches("cancellation-report.md", MarkdownReportExporter.Render(CancellationSample.Run()));
    }

    [Fact]
    public void Render_Distributions_OneTablePerMetricInCatalogOrderWithOnlyTheCasesThatHaveIt()
    {
        var report = MarkdownReportExporter.Render(CancellationSample.Run());

        var headings = report.Split('\n').Where(line => line.StartsWith("### ", StringComparison.Ordinal)).ToArray();
        Assert.Equal(
            [
                "### Timer slack (slackUs), μs", "### Propagation (propagationUs), μs",
                "### Overshoot (overshootUs), μs", "### Server notice (serverNoticeUs), μs",
                "### Next request after cancel (nextRequestAfterCancelUs), μs",
                "### Request on reused connection (reusedConnectionRequestUs), μs",
                "### Task.Delay(1) (taskDelay1Us), ms", "### CancelAfter(1) (cancelAfter1Us), ms",
            ],
            headings);
        var timer = Section(report, "### Task.Delay(1)");
        Assert.Contains("| Case            | Count |", timer, StringComparison.Ordinal);
        Assert.Contains(
            "| timerResolution | 1,000 | 1.052 | 1.089 | 1.081 | 1.122 | 1.211 | 1.488 | 1.602 |  0.038 |",
            timer,
            StringComparison.Ordinal);
        Assert.DoesNotContain("headers", timer, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_GroupedSuiteWithDistributions_EachGroupsDistributionTablesBelowEveryGroupsSummaryTable()
    {
        var suite = CancellationSample.Suite() with
        {
            GroupBy = ["phase"],
            Cases = CancellationSample.Suite().Cases.Take(4).ToArray(),
        };

        var report = MarkdownReportExporter.Render(CancellationSample.Run() with { Suites = [suite] });

        var lines = report.Split('\n');
        var headings = lines.Where(line => line.StartsWith("###", StringComparison.Ordinal)).ToArray();
        Assert.Equal(16, headings.Length);
        Assert.Equal(
            ["### phase = headers", "### phase = body", "### Distributions, phase = headers"], headings[..3]);
        Assert.Equal("#### Timer slack (slackUs), μs", headings[3]);
        Assert.Equal("### Distributions, phase = body", headings[9]);
        Assert.Equal("#### Request on reused connection (reusedConnectionRequestUs), μs", headings[15]);
        var overshoot = Section(report, "#### Overshoot");
        Assert.StartsWith(
            "| Case                  | mechanism   | Count |", overshoot.Split('\n')[2], StringComparison.Ordinal);
        Assert.Equal(
            2, overshoot.Split('\n').Count(line => line.StartsWith("| headers · ", StringComparison.Ordinal)));
        Assert.DoesNotContain("| body · ", overshoot, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_Run_OpensWithWhatItFoundAndItsWarningsThenTheSuitesThenTheMachine()
    {
        var report = MarkdownReportExporter.Render(SampleRuns.Interrupted());

        var found = report.IndexOf("## What this run found\n", StringComparison.Ordinal);
        var warnings = report.IndexOf("## Warnings\n", StringComparison.Ordinal);
        var json = report.IndexOf("## JSON payload reading (json)", StringComparison.Ordinal);
        var environment = report.IndexOf("## Environment\n", StringComparison.Ordinal);
        Assert.InRange(report.IndexOf("- **Suites:**", StringComparison.Ordinal), 0, found);
        Assert.InRange(found, 0, warnings);
        Assert.InRange(warnings, found, json);
        Assert.InRange(json, warnings, environment);
        Assert.Contains(
            "**JSON payload reading (json).** GetStreamAsync allocates least at size 10 (2.97 KB an operation, 0.52x "
                + "the baseline's 5.67 KB)",
            report,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Render_Warnings_EachOnceLoudestFirstWithWhereTheyWereGiven()
    {
        var json = SampleRuns.Json();
        var suite = json with
        {
            Cases =
            [
                .. json.Cases.Select(@case => @case with
                {
                    Warnings =
                    [
                        .. @case.Warnings,
                        FormattableString.Invariant(
                            $"The minimum observed iteration time is {@case.Metrics["meanNs"] / 1e6:0.###}ms ")
                            + "which is very small.",
                    ],
                }),
            ],
        };
        var run = SampleRuns.Interrupted() with { Suites = [suite, SampleRuns.Clients()] };

        var report = MarkdownReportExporter.Render(run);

        var warnings = Section(report, "## Warnings")
            .Split('\n')
            .Where(line => line.StartsWith("- ", StringComparison.Ordinal))
            .ToArray();
        Assert.Equal(
            [
                "- **incomplete** (critical), the run: Cancelled (Ctrl+C) while suite 'clients' was running.",
                "- **multimodal** (medium), json, GetStreamAsync \\[size=10000\\]: It seems that the distribution is "
                    + "bimodal (mValue = 3.4).",
                "- **short iterations** (low), json (8 cases): The minimum observed iteration time is 0.113ms which "
                    + "is very small. (as worded first; the others differ only in their numbers)",
                "- **other** (low), json: The quick profile runs 3 iterations; treat differences under 5% as noise.",
                "- **other** (low), clients, New client per request, \"no pooling\": Socket exhaustion risk: 1,500 "
                    + "sockets left in TIME_WAIT.",
                "- **other** (low), clients, New client per request, \"no pooling\": Allocation was not measured: the "
                    + "engine ran out of process.",
            ],
            warnings);
    }

    [Fact]
    public void Render_ScalarCountsAndPercents_AppearInTheCaseTable()
    {
        var report = MarkdownReportExporter.Render(CancellationSample.Run());

        Assert.Contains(
            "| body · timeout ⚠      | body    | timeout     |              ? |       197 |                3 |"
                + "                 0 |             0 |      0 |            2.9% |            8.6% |",
            report,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Render_StatisticNamedLikeAScalarMetric_ExplainedOnceInTheLegend()
    {
        var suite = CancellationSample.Suite() with
        {
            Cases =
            [
                CancellationSample.Suite().Cases[0] with
                {
                    Metrics = new Dictionary<string, double> { ["meanNs"] = 1_000, ["stdDevNs"] = 10 },
                },
            ],
        };

        var report = MarkdownReportExporter.Render(CancellationSample.Run() with { Suites = [suite] });

        Assert.Single(report.Split('\n'), line => line.StartsWith("Mean ", StringComparison.Ordinal));
        Assert.Single(report.Split('\n'), line => line.StartsWith("StdDev ", StringComparison.Ordinal));
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
        Assert.Contains(
            "| 7.794 ms |", MarkdownReportExporter.Render(SampleRuns.Completed()), StringComparison.Ordinal);
    }

    [Fact]
    public async Task ExportAsync_FixedRun_WritesReportMd()
    {
        using var root = new TemporaryDirectory();
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], SampleRuns.Started);

        await new MarkdownReportExporter().ExportAsync(SampleRuns.Interrupted(), directory, CancellationToken.None);

        ExpectedOutput.Matches("report.md", await File.ReadAllTextAsync(Path.Combine(directory.Path, "report.md")));
    }

    private static string Section(string report, string heading)
    {
        var start = report.IndexOf(heading, StringComparison.Ordinal);
        var end = report.IndexOf("\n#", start + heading.Length, StringComparison.Ordinal);
        return report[start..(end < 0 ? report.Length : end)];
    }
}

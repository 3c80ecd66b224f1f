using System.Text;
using HttpLab.Results.Formatting;
using HttpLab.Results.Markdown;

namespace HttpLab.Results.Html;

/// <summary>
/// One study in report.html: how it was measured, its warnings and notes, the runtimes table, per group the summary
/// table beside its bar chart, the thresholds (httplab load --slo), the distributions' charts, then the long
/// distribution tables and the load runs' latency over time, folded away until opened.
/// </summary>
internal static class HtmlStudySection
{
    private const int FoldedNotesFrom = 4;

    public static void Write(
        StringBuilder html, string id, SuiteResult suite, IReadOnlyList<LatencyTimeSeries> timeSeries)
    {
        html.Append("<section class=\"study\" id=\"").Append(id).Append("\" data-suite=\"")
            .Append(HtmlText.Encode(suite.Name)).Append("\">\n<h2>").Append(HtmlText.Encode(suite.Title))
            .Append(" <span class=\"muted\">(").Append(HtmlText.Encode(suite.Name)).Append(")</span></h2>\n")
            .Append("<p class=\"meta\">Engine: ").Append(HtmlText.Encode(suite.Engine));
        if (suite.TargetUrl is { } target)
        {
            html.Append(" · target <code>").Append(HtmlText.Encode(target)).Append("</code>");
        }

        html.Append("</p>\n");
        if (suite.Warnings.Count > 0)
        {
            html.Append("<ul class=\"warnings\">");
            foreach (var warning in suite.Warnings)
            {
                html.Append("<li class=\"high\">⚠ ").Append(HtmlText.Encode(warning)).Append("</li>");
            }

            html.Append("</ul>\n");
        }

        WriteNotes(html, suite.Notes);

        if (suite.Cases.Count == 0)
        {
            html.Append("<p>No cases were measured.</p>\n</section>\n");
            return;
        }

        if (suite.Runtimes is { } runtimes)
        {
            HtmlCaseTables.WriteRuntimes(html, runtimes);
        }

        HtmlCapacity.Write(html, suite);

        var legend = new SuiteLegend(suite);
        var groups = CaseGroup.Split(suite);
        foreach (var group in groups)
        {
            WriteGroup(html, suite, group, legend);
        }

        HtmlThresholds.Write(html, suite);

        WriteDistributions(html, suite, groups, legend);
        if (suite.Cases.Any(@case => @case.Distributions.ContainsKey(MetricCatalog.LatencyUs.Name)))
        {
            WriteTimeSeries(html, timeSeries);
        }

        WriteCaseWarnings(html, suite);
        html.Append("</section>\n");
    }

    /// <summary>
    /// The study's notes: open when there are a few, folded with their count shown from <see cref="FoldedNotesFrom"/>
    /// on, where they would push the tables and charts a screen down (the async study writes a dozen paragraphs; the
    /// run's findings at the top already say what they show). Printing opens them.
    /// </summary>
    private static void WriteNotes(StringBuilder html, IReadOnlyList<string>? notes)
    {
        if (notes is not { Count: > 0 })
        {
            return;
        }

        html.Append("<details class=\"notes\"").Append(notes.Count < FoldedNotesFrom ? " open" : string.Empty)
            .Append("><summary>How it was measured and what it shows (").Append(notes.Count)
            .Append(notes.Count == 1 ? " note" : " notes").Append(")</summary>");
        foreach (var note in notes)
        {
            html.Append("<p>").Append(HtmlText.Encode(note)).Append("</p>");
        }

        html.Append("</details>\n");
    }

    private static void WriteGroup(StringBuilder html, SuiteResult suite, CaseGroup group, SuiteLegend legend)
    {
        if (suite.GroupBy.Count > 0)
        {
            html.Append("<h3>").Append(HtmlText.Encode(group.Heading)).Append("</h3>\n");
        }

        var bars = BarChartSvg.Render(suite, group.Heading, group.Cases);
        html.Append("<div class=\"group-grid").Append(bars is null ? string.Empty : " with-chart").Append("\"><div>");
        HtmlCaseTables.WriteScalars(html, suite, group, legend);
        html.Append("</div>");
        if (bars is not null)
        {
            html.Append("<figure class=\"chart bars\"><h4>Mean time per operation, 99.9% confidence interval</h4>")
                .Append(bars).Append("</figure>");
        }

        html.Append("</div>\n");
    }

    private static void WriteDistributions(
        StringBuilder html, SuiteResult suite, IReadOnlyList<CaseGroup> groups, SuiteLegend legend)
    {
        var charts = legend.Distributions
            .Select(metric => DistributionCharts.For(suite, metric))
            .OfType<LineChart>()
            .ToArray();
        if (charts.Length > 0)
        {
            html.Append("<div class=\"chart-grid\">");
            foreach (var chart in charts)
            {
                chart.WriteTo(html);
            }

            html.Append("</div>\n");
        }

        if (legend.Distributions.Count == 0)
        {
            return;
        }

        html.Append("<details class=\"distribution-tables\"><summary>Distribution tables</summary>\n");
        foreach (var group in groups)
        {
            if (suite.GroupBy.Count > 0)
            {
                html.Append("<h3>").Append(HtmlText.Encode(group.Heading)).Append("</h3>\n");
            }

            foreach (var metric in legend.Distributions)
            {
                HtmlCaseTables.WriteDistribution(html, suite, group, metric, legend);
            }
        }

        html.Append("</details>\n");
    }

    private static void WriteTimeSeries(StringBuilder html, IReadOnlyList<LatencyTimeSeries> timeSeries)
    {
        var charts = timeSeries.Select(series => series.Chart()).OfType<LineChart>().ToArray();
        if (charts.Length == 0)
        {
            return;
        }

        html.Append("<details class=\"timelines\"").Append(charts.Length == 1 ? " open" : string.Empty)
            .Append("><summary>Latency over time (").Append(charts.Length).Append(")</summary>")
            .Append("<div class=\"chart-grid\">");
        foreach (var chart in charts)
        {
            chart.WriteTo(html);
        }

        html.Append("</div></details>\n");
    }

    private static void WriteCaseWarnings(StringBuilder html, SuiteResult suite)
    {
        var warned = suite.Cases.Where(@case => @case.Warnings.Count > 0).ToArray();
        if (warned.Length == 0)
        {
            return;
        }

        html.Append("<h3>Case warnings</h3><ul class=\"warnings\">");
        foreach (var @case in warned)
        {
            foreach (var warning in @case.Warnings)
            {
                html.Append("<li class=\"medium\"><strong>")
                    .Append(HtmlText.Encode(DistributionCharts.Label(suite, @case)))
                    .Append("</strong>: ").Append(HtmlText.Encode(warning)).Append("</li>");
            }
        }

        html.Append("</ul>\n");
    }
}

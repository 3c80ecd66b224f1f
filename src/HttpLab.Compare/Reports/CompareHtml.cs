using System.Text;
using HttpLab.Results;
using HttpLab.Results.Html;

namespace HttpLab.Compare.Reports;

/// <summary>
/// The comparison's report.html, the same content as compare.md on one self-contained page: the runs and the rule,
/// the warnings, the cases and the distributions in sortable tables with verdicts coloured and reasons given, the
/// chart of every ratio with its interval, the summary and what could not be compared.
/// </summary>
public static class CompareHtml
{
    public const string FileName = "report.html";

    public static string Render(
        RunResult baseRun, RunResult diffRun, RunComparison comparison, ComparisonThresholds thresholds)
    {
        ArgumentNullException.ThrowIfNull(baseRun);
        ArgumentNullException.ThrowIfNull(diffRun);
        ArgumentNullException.ThrowIfNull(comparison);
        var html = new StringBuilder("<h1>Comparison</h1>\n<dl class=\"environment\">");
        Entry(html, "Base", $"{baseRun.RunId} ({baseRun.Profile})");
        Entry(html, "Diff", $"{diffRun.RunId} ({diffRun.Profile})");
        Entry(html, "Rule", CompareText.Rule(thresholds));
        if (comparison.Distributions.Count > 0)
        {
            Entry(html, "Rule for distributions", CompareText.DistributionRule(thresholds));
        }

        html.Append("</dl>\n<p><strong>").Append(HtmlText.Encode(CompareText.Summary(comparison)))
            .Append("</strong></p>\n");
        var warnings = CompareText.Warnings(comparison).Concat(CompareText.DifferenceWarnings(comparison)).ToArray();
        if (warnings.Length > 0)
        {
            html.Append("<ul class=\"warnings\">");
            foreach (var warning in warnings)
            {
                html.Append("<li class=\"high\">⚠ ").Append(HtmlText.Encode(warning)).Append("</li>");
            }

            html.Append("</ul>\n");
        }

        if (comparison.Cases.Count > 0)
        {
            html.Append("<h2>Cases</h2>\n");
            CaseTable(comparison).WriteTo(html);
        }

        if (comparison.Distributions.Count > 0)
        {
            html.Append("<h2>Distributions</h2>\n");
            DistributionTable(comparison).WriteTo(html);
        }

        if (CompareChart.Render(baseRun, diffRun, comparison, thresholds) is { } chart)
        {
            html.Append("<h2>Every ratio against the threshold</h2>\n<figure class=\"chart\">")
                .Append(InlineSvg(chart)).Append("</figure>\n");
        }

        foreach (var (title, cases) in CompareText.Unjudged(comparison))
        {
            html.Append("<h2>").Append(HtmlText.Encode(title)).Append(": ").Append(cases.Count).Append("</h2><ul>");
            foreach (var @case in cases)
            {
                html.Append("<li>").Append(HtmlText.Encode(@case)).Append("</li>");
            }

            html.Append("</ul>\n");
        }

        return HtmlPage.Render($"HttpLab comparison: {baseRun.RunId} → {diffRun.RunId}", html.ToString());
    }

    private static HtmlTable CaseTable(RunComparison comparison)
    {
        var table = new HtmlTable("comparison")
            .AddColumn("Case")
            .AddColumn("Base median", numeric: true)
            .AddColumn("Diff median", numeric: true)
            .AddColumn("Ratio", numeric: true)
            .AddColumn("p", numeric: true)
            .AddColumn("Verdict")
            .AddColumn("Allocated", numeric: true);
        foreach (var @case in comparison.Cases)
        {
            var time = @case.Time;
            table.AddRow(
            [
                $"{@case.Suite}/{@case.Case}",
                new HtmlCell(CompareText.Nanoseconds(time.BaseMedianNs), time.BaseMedianNs),
                new HtmlCell(CompareText.Nanoseconds(time.DiffMedianNs), time.DiffMedianNs),
                new HtmlCell(CompareText.Ratio(time.Ratio), time.Ratio, VerdictClass(time.Verdict)),
                new HtmlCell(CompareText.PValue(time.PValue), time.PValue),
                new HtmlCell(CompareText.Explained(time), null, VerdictClass(time.Verdict)),
                new HtmlCell(CompareText.Allocations(@case), @case.DiffAllocatedBytes),
            ]);
        }

        return table;
    }

    private static HtmlTable DistributionTable(RunComparison comparison)
    {
        var table = new HtmlTable("comparison")
            .AddColumn("Case")
            .AddColumn("Statistic")
            .AddColumn("Base", numeric: true)
            .AddColumn("Diff", numeric: true)
            .AddColumn("Ratio", numeric: true)
            .AddColumn("95% interval", numeric: true)
            .AddColumn("Verdict");
        foreach (var distribution in comparison.Distributions)
        {
            foreach (var statistic in distribution.Statistics)
            {
                table.AddRow(
                [
                    $"{distribution.Suite}/{distribution.Case}",
                    CompareText.Statistic(distribution, statistic),
                    new HtmlCell(CompareText.Microseconds(statistic.Base), statistic.Base),
                    new HtmlCell(CompareText.Microseconds(statistic.Diff), statistic.Diff),
                    new HtmlCell(CompareText.Ratio(statistic.Ratio), statistic.Ratio, VerdictClass(statistic.Verdict)),
                    new HtmlCell(CompareText.Interval(statistic), statistic.RatioLow),
                    new HtmlCell(CompareText.Explained(statistic), null, VerdictClass(statistic.Verdict)),
                ]);
            }
        }

        return table;
    }

    /// <summary>The chart's SVG document as an element of the page: without its XML declaration.</summary>
    private static string InlineSvg(string svg)
    {
        var start = svg.IndexOf("<svg", StringComparison.Ordinal);
        return start < 0 ? svg : svg[start..];
    }

    private static string VerdictClass(Verdict verdict) => $"verdict-{verdict.ToString().ToLowerInvariant()}";

    private static void Entry(StringBuilder html, string name, string value) =>
        html.Append("<dt>").Append(HtmlText.Encode(name)).Append("</dt><dd>").Append(HtmlText.Encode(value))
            .Append("</dd>");
}

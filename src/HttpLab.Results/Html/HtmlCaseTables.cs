using System.Text;
using HttpLab.Results.Formatting;
using HttpLab.Results.Markdown;

namespace HttpLab.Results.Html;

/// <summary>
/// A suite's tables in report.html, the same rows and formatting as report.md: per group the scalar metrics (the
/// baseline marked, the time verdict coloured), one table per distribution metric, and the runtimes table.
/// </summary>
internal static class HtmlCaseTables
{
    public static void WriteScalars(StringBuilder html, SuiteResult suite, CaseGroup group, SuiteLegend legend)
    {
        var format = TableFormat.For(group.Cases, legend.Metrics);
        var parameters = Parameters(legend, group.Cases);
        var metrics = legend.Metrics
            .Where(metric => group.Cases.Any(@case => @case.Metrics.ContainsKey(metric.Name)))
            .ToArray();
        var judged = group.Cases.Any(@case => @case.RatioVerdict is not null);
        var table = new HtmlTable("cases").AddColumn("Case");
        foreach (var parameter in parameters)
        {
            table.AddColumn(parameter, legend.IsNumeric(parameter), key: $"parameters.{parameter}");
        }

        foreach (var metric in metrics)
        {
            table.AddColumn(metric.Column, numeric: true, title: metric.Description, key: metric.Name);
        }

        if (judged)
        {
            table.AddColumn("Time vs baseline", title: VerdictText.Legend(group.Cases));
        }

        foreach (var @case in group.Cases)
        {
            var cells = new List<HtmlCell> { CaseName(@case) };
            cells.AddRange(ParameterCells(@case, parameters));
            cells.AddRange(metrics.Select(metric => new HtmlCell(
                format.Format(metric, @case),
                @case.Metrics.TryGetValue(metric.Name, out var value) ? value : null,
                metric == MetricCatalog.Ratio ? VerdictClass(@case.RatioVerdict) : null)));
            var isBaseline = CaseResult.IsBaselineOf(suite, @case);
            if (judged)
            {
                cells.Add(isBaseline
                    ? new HtmlCell("baseline")
                    : new HtmlCell(VerdictText.Cell(@case), null, VerdictClass(@case.RatioVerdict)));
            }

            table.AddRow(cells, isBaseline ? "baseline" : null, IndexIn(suite, @case));
        }

        table.WriteTo(html);
        foreach (var note in VerdictText.GroupNotes(group.Cases))
        {
            html.Append("<p class=\"group-note\">").Append(HtmlText.Encode(note)).Append("</p>\n");
        }
    }

    public static void WriteDistribution(
        StringBuilder html, SuiteResult suite, CaseGroup group, MetricDefinition metric, SuiteLegend legend)
    {
        var rows = group.Cases
            .Where(@case => @case.Distributions.ContainsKey(metric.Name))
            .Select(@case => (Case: @case, Distribution: @case.Distributions[metric.Name]))
            .ToArray();
        if (rows.Length == 0)
        {
            return;
        }

        var format = DistributionFormat.For(rows.Select(row => row.Distribution).ToArray());
        html.Append("<h4>").Append(HtmlText.Encode(metric.Column)).Append(" (<code>")
            .Append(HtmlText.Encode(metric.Name)).Append("</code>), ").Append(HtmlText.Encode(format.Unit.Symbol))
            .Append("</h4>\n");
        var parameters = Parameters(legend, rows.Select(row => row.Case).ToArray());
        var table = new HtmlTable("distribution").AddColumn("Case");
        foreach (var parameter in parameters)
        {
            table.AddColumn(parameter, legend.IsNumeric(parameter), key: $"parameters.{parameter}");
        }

        foreach (var field in DistributionField.Report)
        {
            table.AddColumn(field.Column, numeric: true, title: field.Description, key: $"{metric.Name}.{field.Name}");
        }

        foreach (var (@case, distribution) in rows)
        {
            var cells = new List<HtmlCell> { CaseName(@case) };
            cells.AddRange(ParameterCells(@case, parameters));
            cells.AddRange(DistributionField.Report.Select(field =>
                new HtmlCell(format.Format(field, distribution), field.Value(distribution))));
            table.AddRow(cells, CaseResult.IsBaselineOf(suite, @case) ? "baseline" : null, IndexIn(suite, @case));
        }

        table.WriteTo(html);
    }

    public static void WriteRuntimes(StringBuilder html, RuntimeComparison comparison)
    {
        html.Append("<h3>Across runtimes (baseline ").Append(HtmlText.Encode(comparison.BaselineRuntime))
            .Append(")</h3>\n");
        var table = new HtmlTable("runtimes").AddColumn("Case");
        foreach (var runtime in comparison.Runtimes)
        {
            table.AddColumn(runtime, numeric: true, title: "Median time per operation");
            if (runtime != comparison.BaselineRuntime)
            {
                table.AddColumn($"vs {comparison.BaselineRuntime}", numeric: true);
            }
        }

        foreach (var row in comparison.Rows)
        {
            var parameters = string.Join(", ", row.Parameters.Select(pair => $"{pair.Key}={pair.Value}"));
            var label = parameters.Length == 0 ? row.Case : $"{row.Case} [{parameters}]";
            var cells = new List<HtmlCell> { row.Metric is { } metric ? $"{label}, {metric} p50" : label };
            foreach (var cell in row.Cells)
            {
                cells.Add(cell.MedianNs is { } median
                    ? new HtmlCell(DurationFormat.InFittingUnit(median, "0.00"), median)
                    : new HtmlCell(cell.Missing ?? "-"));
                if (cell.Runtime != comparison.BaselineRuntime)
                {
                    cells.Add(cell.Ratio is { } ratio
                        ? new HtmlCell(
                            FormattableString.Invariant($"{ratio:0.00}x {cell.Verdict}").TrimEnd(),
                            ratio,
                            VerdictClass(cell.Verdict))
                        : new HtmlCell("-"));
                }
            }

            table.AddRow(cells);
        }

        table.WriteTo(html);
        html.Append("<p class=\"group-note\">")
            .Append(HtmlText.Encode(comparison.HowJudged()))
            .Append("</p>\n");
    }

    private static int IndexIn(SuiteResult suite, CaseResult @case)
    {
        for (var index = 0; index < suite.Cases.Count; index++)
        {
            if (ReferenceEquals(suite.Cases[index], @case))
            {
                return index;
            }
        }

        throw new ArgumentException($"Case '{@case.Name}' is not one of suite '{suite.Name}'s.", nameof(@case));
    }

    private static HtmlCell CaseName(CaseResult @case) =>
        new(@case.Name + (@case.Warnings.Count > 0 ? " ⚠" : string.Empty));

    private static IEnumerable<HtmlCell> ParameterCells(CaseResult @case, IReadOnlyList<string> parameters) =>
        parameters.Select(name => @case.Parameters.TryGetValue(name, out var value)
            ? new HtmlCell(value.ToString(), value.Number)
            : new HtmlCell(TableFormat.Missing));

    private static string[] Parameters(SuiteLegend legend, IReadOnlyList<CaseResult> cases) =>
        legend.Parameters.Where(name => cases.Any(@case => @case.Parameters.ContainsKey(name))).ToArray();

    private static string? VerdictClass(string? verdict) => verdict is null ? null : $"verdict-{verdict}";
}

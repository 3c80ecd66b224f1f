using System.Text;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Markdown;

/// <summary>
/// One distribution metric of one group in report.md, below every group's summary table: a heading with the metric and
/// the table's unit, then a row per case that has the metric and a column per statistic. Cases without the metric are
/// left out, not shown as "?" rows. Each group keeps its own table, and so its own unit: one table across groups would
/// print a phase's milliseconds in the nanoseconds of another's fastest case.
/// </summary>
internal static class DistributionTable
{
    public static void Write(
        StringBuilder builder, CaseGroup group, MetricDefinition metric, SuiteLegend legend, string headingLevel)
    {
        var rows = group.Cases
            .Select(@case => (Case: @case, Distribution: @case.Distributions.GetValueOrDefault(metric.Name)))
            .Where(row => row.Distribution is not null)
            .ToArray();
        if (rows.Length == 0)
        {
            return;
        }

        var format = DistributionFormat.For(rows.Select(row => row.Distribution!).ToArray());
        legend.Uses(format.Unit);
        builder.Append('\n').Append(headingLevel).Append(' ').Append(MarkdownText.Escape(metric.Column))
            .Append(" (").Append(MarkdownText.Escape(metric.Name)).Append("), ")
            .Append(format.Unit.Symbol).Append("\n\n");

        // Only the parameters these rows have: the timer case of a study has none of the phases' parameters.
        var parameters = legend.Parameters
            .Where(name => rows.Any(row => row.Case.Parameters.ContainsKey(name)))
            .ToArray();
        var table = new MarkdownTable().AddColumn("Case");
        foreach (var parameter in parameters)
        {
            table.AddColumn(MarkdownText.Escape(parameter), legend.IsNumeric(parameter));
        }

        foreach (var field in DistributionField.Report)
        {
            table.AddColumn(field.Column, rightAligned: true);
        }

        foreach (var (@case, distribution) in rows)
        {
            var cells = new List<string> { MarkdownText.Escape(@case.Name) };
            cells.AddRange(parameters.Select(name =>
                @case.Parameters.TryGetValue(name, out var value)
                    ? MarkdownText.Escape(value.ToString())
                    : TableFormat.Missing));
            cells.AddRange(DistributionField.Report.Select(field => format.Format(field, distribution!)));
            legend.Shows(cells);
            table.AddRow(cells);
        }

        table.WriteTo(builder);
    }
}

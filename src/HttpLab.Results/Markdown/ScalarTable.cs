using System.Text;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Markdown;

/// <summary>
/// The main table of one group in report.md, BenchmarkDotNet style: a row per case, the non-group parameters, then
/// every scalar metric the suite has, followed by the group's case warnings. A parameter or metric that no case of the
/// group has (a probe grouped apart from the measured cases) gets no column in that group's table.
/// </summary>
internal static class ScalarTable
{
    public static void Write(StringBuilder builder, CaseGroup group, SuiteLegend legend)
    {
        var format = TableFormat.For(group.Cases, legend.Metrics);
        legend.Uses(format.TimeUnit);

        var parameters = legend.Parameters
            .Where(name => group.Cases.Any(@case => @case.Parameters.ContainsKey(name)))
            .ToArray();
        var metrics = legend.Metrics
            .Where(metric => group.Cases.Any(@case => @case.Metrics.ContainsKey(metric.Name)))
            .ToArray();
        var table = new MarkdownTable().AddColumn("Case");
        foreach (var parameter in parameters)
        {
            table.AddColumn(MarkdownText.Escape(parameter), legend.IsNumeric(parameter));
        }

        foreach (var metric in metrics)
        {
            table.AddColumn(metric.Column, rightAligned: true);
        }

        var judged = group.Cases.Any(@case => @case.RatioVerdict is not null);
        if (judged)
        {
            table.AddColumn("Time vs baseline");
        }

        foreach (var @case in group.Cases)
        {
            var cells = new List<string>
            {
                MarkdownText.Escape(@case.Name) + (@case.Warnings.Count > 0 ? " ⚠" : string.Empty),
            };
            cells.AddRange(parameters.Select(name =>
                @case.Parameters.TryGetValue(name, out var value)
                    ? MarkdownText.Escape(value.ToString())
                    : TableFormat.Missing));
            cells.AddRange(metrics.Select(metric => format.Format(metric, @case)));
            if (judged)
            {
                cells.Add(@case.IsBaseline ? "baseline" : VerdictText.Cell(@case));
            }

            legend.Shows(cells);
            table.AddRow(cells);
        }

        table.WriteTo(builder);

        var notes = VerdictText.GroupNotes(group.Cases).ToArray();
        if (notes.Length > 0)
        {
            builder.Append('\n');
        }

        foreach (var note in notes)
        {
            builder.Append("- ").Append(MarkdownText.Escape(note)).Append('\n');
        }

        var warned = group.Cases.Where(@case => @case.Warnings.Count > 0).ToArray();
        if (warned.Length > 0)
        {
            builder.Append('\n');
        }

        foreach (var @case in warned)
        {
            foreach (var warning in @case.Warnings)
            {
                builder.Append("- ⚠ **").Append(MarkdownText.Escape(@case.Name)).Append("**: ")
                    .Append(MarkdownText.Escape(warning)).Append('\n');
            }
        }
    }
}

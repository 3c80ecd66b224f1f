using System.Text;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Markdown;

/// <summary>One suite in report.md: how it was measured, its warnings, one table per group and the legend.</summary>
internal static class SuiteSection
{
    public static void Write(StringBuilder builder, SuiteResult suite)
    {
        builder.Append("## ").Append(MarkdownText.Escape(suite.Title)).Append(" (").Append(MarkdownText.Escape(suite.Name)).Append(")\n\n");
        builder.Append("- **Engine:** ").Append(MarkdownText.Escape(suite.Engine)).Append('\n');
        if (suite.TargetUrl is { } targetUrl)
        {
            builder.Append("- **Target:** ").Append(MarkdownText.Escape(targetUrl)).Append('\n');
        }

        builder.Append("- **Baseline:** ").Append(suite.Baseline is { } baseline ? MarkdownText.Escape(baseline) : "none").Append("\n\n");
        foreach (var warning in suite.Warnings)
        {
            builder.Append("> - ⚠ ").Append(MarkdownText.Escape(warning)).Append('\n');
        }

        if (suite.Warnings.Count > 0)
        {
            builder.Append('\n');
        }

        if (suite.Cases.Count == 0)
        {
            builder.Append("No cases were measured.\n");
            return;
        }

        var legend = new SuiteLegend(suite);
        foreach (var group in CaseGroup.Split(suite))
        {
            if (suite.GroupBy.Count > 0)
            {
                builder.Append("### ").Append(MarkdownText.Escape(group.Heading)).Append("\n\n");
            }

            WriteGroup(builder, group, legend);
            builder.Append('\n');
        }

        legend.WriteTo(builder);
    }

    private static void WriteGroup(StringBuilder builder, CaseGroup group, SuiteLegend legend)
    {
        var format = TableFormat.For(group.Cases, legend.Metrics);
        legend.Uses(format.TimeUnit);

        var table = new MarkdownTable().AddColumn("Case");
        foreach (var parameter in legend.Parameters)
        {
            table.AddColumn(MarkdownText.Escape(parameter), legend.IsNumeric(parameter));
        }

        foreach (var metric in legend.Metrics)
        {
            table.AddColumn(metric.Column, rightAligned: true);
        }

        foreach (var @case in group.Cases)
        {
            var cells = new List<string> { MarkdownText.Escape(@case.Name) + (@case.Warnings.Count > 0 ? " ⚠" : string.Empty) };
            cells.AddRange(legend.Parameters.Select(name =>
                @case.Parameters.TryGetValue(name, out var value) ? MarkdownText.Escape(value.ToString()) : TableFormat.Missing));
            cells.AddRange(legend.Metrics.Select(metric => format.Format(metric, @case)));
            legend.Shows(cells);
            table.AddRow(cells);
        }

        table.WriteTo(builder);

        var warned = group.Cases.Where(@case => @case.Warnings.Count > 0).ToArray();
        if (warned.Length > 0)
        {
            builder.Append('\n');
        }

        foreach (var @case in warned)
        {
            foreach (var warning in @case.Warnings)
            {
                builder.Append("- ⚠ **").Append(MarkdownText.Escape(@case.Name)).Append("**: ").Append(MarkdownText.Escape(warning)).Append('\n');
            }
        }
    }
}

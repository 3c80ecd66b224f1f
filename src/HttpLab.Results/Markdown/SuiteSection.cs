using System.Text;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Markdown;

/// <summary>
/// One suite in report.md: how it was measured, its warnings and notes, the table across runtimes, per group the table
/// of scalar metrics, the thresholds (httplab load --slo), then, below every group's, one table per distribution
/// metric (these run long), and the legend.
/// </summary>
internal static class SuiteSection
{
    public static void Write(StringBuilder builder, SuiteResult suite)
    {
        builder.Append("## ").Append(MarkdownText.Escape(suite.Title))
            .Append(" (").Append(MarkdownText.Escape(suite.Name)).Append(")\n\n");
        builder.Append("- **Engine:** ").Append(MarkdownText.Escape(suite.Engine)).Append('\n');
        if (suite.TargetUrl is { } targetUrl)
        {
            builder.Append("- **Target:** ").Append(MarkdownText.Escape(targetUrl)).Append('\n');
        }

        builder.Append("- **Baseline:** ").Append(BaselineText(suite)).Append("\n\n");
        foreach (var warning in suite.Warnings)
        {
            builder.Append("> - ⚠ ").Append(MarkdownText.Escape(warning)).Append('\n');
        }

        if (suite.Warnings.Count > 0)
        {
            builder.Append('\n');
        }

        foreach (var note in suite.Notes ?? [])
        {
            builder.Append(MarkdownText.Escape(note)).Append("\n\n");
        }

        if (suite.Cases.Count == 0)
        {
            builder.Append("No cases were measured.\n");
            return;
        }

        if (suite.Runtimes is { } runtimes)
        {
            RuntimeTable.Write(builder, runtimes);
        }

        if (suite.Capacity is { } capacity)
        {
            CapacityTable.Write(builder, capacity);
        }

        var legend = new SuiteLegend(suite);
        var groups = CaseGroup.Split(suite);
        var grouped = suite.GroupBy.Count > 0;
        foreach (var group in groups)
        {
            if (grouped)
            {
                builder.Append("### ").Append(MarkdownText.Escape(group.Heading)).Append("\n\n");
            }

            ScalarTable.Write(builder, group, legend);
            builder.Append('\n');
        }

        ThresholdTable.Write(builder, suite);

        // The distribution tables run long, so they follow every group's summary table rather than each one's.
        foreach (var group in groups)
        {
            var tables = new StringBuilder();
            foreach (var metric in legend.Distributions)
            {
                DistributionTable.Write(tables, group, metric, legend, grouped ? "####" : "###");
            }

            if (tables.Length == 0)
            {
                continue;
            }

            if (grouped)
            {
                builder.Append("### Distributions, ").Append(MarkdownText.Escape(group.Heading)).Append("\n\n");
            }

            builder.Append(tables.ToString().TrimStart('\n')).Append('\n');
        }

        legend.WriteTo(builder);
    }

    private static string BaselineText(SuiteResult suite)
    {
        if (suite.Baseline is { } baseline)
        {
            return MarkdownText.Escape(baseline);
        }

        var perGroup = suite.Cases.Where(@case => @case.IsBaseline).Select(@case => @case.Name).Distinct().ToArray();
        return perGroup.Length == 0
            ? "none"
            : "each group's own: " + string.Join(", ", perGroup.Select(MarkdownText.Escape));
    }
}

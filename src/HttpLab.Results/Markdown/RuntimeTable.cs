using System.Text;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Markdown;

/// <summary>
/// A study across runtimes in report.md: one row per case, per runtime its median time per operation and, beside
/// every runtime but the baseline, the ratio to the baseline runtime with the verdict of the test on the samples.
/// </summary>
internal static class RuntimeTable
{
    public static void Write(StringBuilder builder, RuntimeComparison comparison)
    {
        builder.Append("### Across runtimes (baseline ").Append(MarkdownText.Escape(comparison.BaselineRuntime))
            .Append(")\n\n");
        var table = new MarkdownTable().AddColumn("Case");
        foreach (var runtime in comparison.Runtimes)
        {
            table.AddColumn(MarkdownText.Escape(runtime), rightAligned: true);
            if (runtime != comparison.BaselineRuntime)
            {
                table.AddColumn($"vs {MarkdownText.Escape(comparison.BaselineRuntime)}");
            }
        }

        foreach (var row in comparison.Rows)
        {
            var cells = new List<string> { MarkdownText.Escape(Label(row)) };
            foreach (var cell in row.Cells)
            {
                cells.Add(cell.MedianNs is { } median
                    ? DurationFormat.InFittingUnit(median, "0.00")
                    : MarkdownText.Escape(cell.Missing ?? "-"));
                if (cell.Runtime != comparison.BaselineRuntime)
                {
                    cells.Add(Judgement(cell));
                }
            }

            table.AddRow(cells);
        }

        table.WriteTo(builder);
        builder.Append('\n').Append(MarkdownText.Escape(comparison.HowJudged()))
            .Append("\n\n");
    }

    private static string Label(RuntimeComparisonRow row)
    {
        var label = row.Parameters.Count == 0
            ? row.Case
            : $"{row.Case} [{string.Join(", ", row.Parameters.Select(pair => $"{pair.Key}={pair.Value}"))}]";
        return row.Metric is { } metric ? $"{label}, {metric} p50" : label;
    }

    private static string Judgement(RuntimeComparisonCell cell) => (cell.Ratio, cell.Verdict) switch
    {
        ({ } ratio, { } verdict) => FormattableString.Invariant($"{ratio:0.00}x {verdict}"),
        ({ } ratio, null) => FormattableString.Invariant($"{ratio:0.00}x"),
        _ => "-",
    };
}

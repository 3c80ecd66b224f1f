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
        builder
            .Append(FormattableString.Invariant(
                $"\nMedian time per operation. A ratio above 1 is slower than on {comparison.BaselineRuntime}; "))
            .Append("*faster* or *slower* only where a Mann-Whitney test on the two runtimes' iterations calls the ")
            .Append(FormattableString.Invariant(
                $"difference real (two-sided p < 0.05) and it is over {comparison.Threshold:P0} and "))
            .Append(FormattableString.Invariant($"{comparison.NoiseNs} ns, *unknown* where the iterations are "))
            .Append("too few for the test to ever show one, *same* otherwise (no difference shown). ")
            .Append("Each runtime ran in its own process, one after another. A row naming a distribution (e.g. ")
            .Append("overshootUs p50) gives its median instead, judged as httplab compare judges distributions: ")
            .Append("faster or slower only when the whole 95% bootstrap interval of the ratio lies beyond the ")
            .Append("threshold.\n\n");
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

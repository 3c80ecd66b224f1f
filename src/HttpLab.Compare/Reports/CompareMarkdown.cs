using System.Text;
using HttpLab.Results;
using HttpLab.Results.Markdown;

namespace HttpLab.Compare.Reports;

/// <summary>
/// compare.md: the runs, the rule, a warning when the machines differ, the table, the summary, the rest.
/// </summary>
public static class CompareMarkdown
{
    public const string FileName = "compare.md";

    public static string Render(
        RunResult baseRun, RunResult diffRun, RunComparison comparison, ComparisonThresholds thresholds)
    {
        ArgumentNullException.ThrowIfNull(baseRun);
        ArgumentNullException.ThrowIfNull(diffRun);
        ArgumentNullException.ThrowIfNull(comparison);
        var text = new StringBuilder();
        text.Append("# Comparison\n\n");
        text.Append($"- **Base:** {MarkdownText.Escape(baseRun.RunId)} ({MarkdownText.Escape(baseRun.Profile)})\n");
        text.Append($"- **Diff:** {MarkdownText.Escape(diffRun.RunId)} ({MarkdownText.Escape(diffRun.Profile)})\n");
        text.Append($"- **Rule:** {MarkdownText.Escape(CompareText.Rule(thresholds))}\n");
        if (comparison.Distributions.Count > 0)
        {
            text.Append($"- **Rule:** {MarkdownText.Escape(CompareText.DistributionRule(thresholds))}\n");
        }

        text.Append('\n');
        foreach (var warning in CompareText.Warnings(comparison))
        {
            text.Append($"> ⚠ {MarkdownText.Escape(warning)}\n\n");
        }

        foreach (var warning in CompareText.DifferenceWarnings(comparison))
        {
            text.Append($"> ⚠ {MarkdownText.Escape(warning)}\n\n");
        }

        if (comparison.Cases.Count > 0)
        {
            var table = new MarkdownTable()
                .AddColumn("Case")
                .AddColumn("Base median", rightAligned: true)
                .AddColumn("Diff median", rightAligned: true)
                .AddColumn("Ratio", rightAligned: true)
                .AddColumn("p", rightAligned: true)
                .AddColumn("Verdict")
                .AddColumn("Allocated", rightAligned: true);
            foreach (var @case in comparison.Cases)
            {
                table.AddRow(
                [
                    MarkdownText.Escape($"{@case.Suite}/{@case.Case}"),
                    CompareText.Nanoseconds(@case.Time.BaseMedianNs),
                    CompareText.Nanoseconds(@case.Time.DiffMedianNs),
                    CompareText.Ratio(@case.Time.Ratio),
                    CompareText.PValue(@case.Time.PValue),
                    @case.Time.Verdict is Verdict.Same
                        ? MarkdownText.Escape(CompareText.Explained(@case.Time))
                        : $"**{@case.Time.Verdict}**",
                    CompareText.Allocations(@case),
                ]);
            }

            table.WriteTo(text);
            text.Append('\n');
        }

        if (comparison.Distributions.Count > 0)
        {
            DistributionTable(comparison).WriteTo(text);
            text.Append('\n');
        }

        text.Append($"**{MarkdownText.Escape(CompareText.Summary(comparison))}**\n");
        foreach (var (title, cases) in CompareText.Unjudged(comparison))
        {
            text.Append($"\n## {MarkdownText.Escape(title)}: {cases.Count}\n\n");
            foreach (var @case in cases)
            {
                text.Append($"- {MarkdownText.Escape(@case)}\n");
            }
        }

        return text.ToString();
    }

    private static MarkdownTable DistributionTable(RunComparison comparison)
    {
        var table = new MarkdownTable()
            .AddColumn("Case")
            .AddColumn("Statistic")
            .AddColumn("Base", rightAligned: true)
            .AddColumn("Diff", rightAligned: true)
            .AddColumn("Ratio", rightAligned: true)
            .AddColumn("95% interval", rightAligned: true)
            .AddColumn("Verdict");
        foreach (var distribution in comparison.Distributions)
        {
            foreach (var statistic in distribution.Statistics)
            {
                table.AddRow(
                [
                    MarkdownText.Escape($"{distribution.Suite}/{distribution.Case}"),
                    MarkdownText.Escape(CompareText.Statistic(distribution, statistic)),
                    CompareText.Microseconds(statistic.Base),
                    CompareText.Microseconds(statistic.Diff),
                    CompareText.Ratio(statistic.Ratio),
                    CompareText.Interval(statistic),
                    statistic.Verdict is Verdict.Faster or Verdict.Slower
                        ? $"**{statistic.Verdict}**"
                        : MarkdownText.Escape(CompareText.Explained(statistic)),
                ]);
            }
        }

        return table;
    }
}

using System.Text;

namespace HttpLab.Results.Markdown;

/// <summary>
/// The thresholds a suite's cases were judged by (<c>httplab load --slo</c>): one row each, pass or FAIL, with what
/// was measured; nothing when no case has any.
/// </summary>
internal static class ThresholdTable
{
    public static void Write(StringBuilder builder, SuiteResult suite)
    {
        var judged = suite.Cases.Where(@case => @case.Thresholds.Count > 0).ToArray();
        if (judged.Length == 0)
        {
            return;
        }

        var all = judged.SelectMany(@case => @case.Thresholds).ToArray();
        builder.Append("### Thresholds: ").Append(all.Count(threshold => threshold.Passed))
            .Append(" of ").Append(all.Length).Append(" passed\n\n");
        var table = new MarkdownTable()
            .AddColumn("Case")
            .AddColumn("Threshold")
            .AddColumn("Result")
            .AddColumn("Measured");
        foreach (var @case in judged)
        {
            foreach (var threshold in @case.Thresholds)
            {
                table.AddRow(
                [
                    MarkdownText.Escape(@case.Name),
                    MarkdownText.Escape(threshold.Threshold),
                    threshold.Passed ? "pass" : "**FAIL**",
                    MarkdownText.Escape(threshold.MeasuredText),
                ]);
            }
        }

        table.WriteTo(builder);
        builder.Append('\n');
    }
}

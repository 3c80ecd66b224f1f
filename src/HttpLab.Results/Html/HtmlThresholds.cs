using System.Text;

namespace HttpLab.Results.Html;

/// <summary>
/// The thresholds a suite's cases were judged by (<c>httplab load --slo</c>) in report.html: a table, each row pass or
/// FAIL in its colour with what was measured; nothing when no case has any.
/// </summary>
internal static class HtmlThresholds
{
    public static void Write(StringBuilder html, SuiteResult suite)
    {
        if (!suite.Cases.Any(@case => @case.Thresholds.Count > 0))
        {
            return;
        }

        var all = suite.Cases.SelectMany(@case => @case.Thresholds).ToArray();
        html.Append("<h3>Thresholds: ").Append(all.Count(threshold => threshold.Passed)).Append(" of ")
            .Append(all.Length).Append(" passed</h3>\n");
        var table = new HtmlTable("thresholds")
            .AddColumn("Case")
            .AddColumn("Threshold", key: "threshold")
            .AddColumn("Result", key: "passed")
            .AddColumn("Measured", numeric: true, key: "measured");
        for (var index = 0; index < suite.Cases.Count; index++)
        {
            var @case = suite.Cases[index];
            foreach (var threshold in @case.Thresholds)
            {
                table.AddRow(
                    [
                        @case.Name,
                        threshold.Threshold,
                        new HtmlCell(
                            threshold.Passed ? "pass" : "FAIL",
                            CssClass: threshold.Passed ? "threshold-pass" : "threshold-fail"),
                        new HtmlCell(threshold.MeasuredText, threshold.Measured),
                    ],
                    caseIndex: index);
            }
        }

        table.WriteTo(html);
    }
}

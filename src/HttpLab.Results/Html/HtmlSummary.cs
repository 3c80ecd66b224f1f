using System.Text;

namespace HttpLab.Results.Html;

/// <summary>The top of a run in report.html: every warning of the run, its suites and its cases.</summary>
internal static class HtmlSummary
{
    public static void Write(StringBuilder html, RunResult run)
    {
        var warnings = run.Suites
            .SelectMany(suite => suite.Warnings
                .Select(warning => $"{suite.Name}: {warning}")
                .Concat(suite.Cases.SelectMany(@case =>
                    @case.Warnings.Select(warning => $"{suite.Name}/{@case.Name}: {warning}"))))
            .Distinct()
            .ToArray();
        html.Append("<section class=\"warnings\"><h2>Warnings</h2>");
        if (warnings.Length == 0)
        {
            html.Append("<p>None.</p>");
        }
        else
        {
            html.Append("<ul class=\"warnings\">");
            foreach (var warning in warnings)
            {
                html.Append("<li>⚠ ").Append(HtmlText.Encode(warning)).Append("</li>");
            }

            html.Append("</ul>");
        }

        html.Append("</section>\n");
    }
}

using System.Text;
using HttpLab.Results.Findings;

namespace HttpLab.Results.Html;

/// <summary>
/// The top of a run in report.html, as in report.md: what the run found, a few sentences per study written from its
/// numbers, then every warning once, loudest first, coloured by how loud.
/// </summary>
internal static class HtmlSummary
{
    public static void Write(StringBuilder html, RunResult run)
    {
        html.Append("<section class=\"findings\"><h2>What this run found</h2>");
        var findings = RunFindings.Of(run);
        if (findings.Count == 0)
        {
            html.Append("<p>No study recorded any results.</p>");
        }

        foreach (var study in findings)
        {
            html.Append("<h3>").Append(HtmlText.Encode(study.Title)).Append("</h3>");
            if (study.Sentences.Count == 0)
            {
                html.Append("<p class=\"muted\">Its numbers give nothing to summarise here; its tables are below.</p>");
                continue;
            }

            html.Append("<ul>");
            foreach (var sentence in study.Sentences)
            {
                html.Append("<li>").Append(HtmlText.Encode(sentence)).Append("</li>");
            }

            html.Append("</ul>");
        }

        html.Append("</section>\n<section class=\"warnings\"><h2>Warnings</h2>");
        var warnings = RunFindings.Warnings(run);
        if (warnings.Count == 0)
        {
            html.Append("<p>None: no study and no case gave a warning.</p></section>\n");
            return;
        }

        html.Append("<ul class=\"warnings\">");
        foreach (var warning in warnings)
        {
            var level = warning.Level.ToString().ToLowerInvariant();
            html.Append("<li class=\"").Append(level).Append("\" data-kind=\"").Append(HtmlText.Encode(warning.Kind))
                .Append("\"><span class=\"level\">").Append(HtmlText.Encode(warning.Kind)).Append("</span>")
                .Append("<span class=\"muted\">").Append(HtmlText.Encode(WarningPlace.Describe(warning.Places)))
                .Append(":</span> ").Append(HtmlText.Encode(warning.Message));
            if (warning.HasVariants)
            {
                html.Append(" <span class=\"muted\">(as worded first; the others differ only in their numbers)</span>");
            }

            html.Append("</li>");
        }

        html.Append("</ul></section>\n");
    }
}

using System.Text;
using HttpLab.Results.Findings;

namespace HttpLab.Results.Html;

/// <summary>
/// The top of a run in report.html, what a 1280x900 window shows first: each study's headline as a small chart beside
/// a sentence (<see cref="StudyHeadlines"/>), linked to its section; then the warnings counted by level, the critical
/// and high ones listed and the rest one click away; then, as in report.md, what the run found in a few sentences per
/// study.
/// </summary>
internal static class HtmlSummary
{
    public static void Write(StringBuilder html, RunResult run, Func<SuiteResult, string> studyId)
    {
        ArgumentNullException.ThrowIfNull(run);
        Glance(html, run, studyId);
        Warnings(html, RunFindings.Warnings(run));
        Findings(html, run);
    }

    private static void Glance(StringBuilder html, RunResult run, Func<SuiteResult, string> studyId)
    {
        if (run.Suites.Count == 0)
        {
            return;
        }

        html.Append("<section class=\"glance\" aria-label=\"At a glance\">");
        var headlines = StudyHeadlines.Of(run);
        // One card at most spans two thirds of the screen, the one whose labels a narrow card would cut most, so that
        // five studies still fit two rows of a 1280x900 window; the others' labels are shortened in the middle.
        var overflows = headlines
            .Select(headline => headline.Chart is { } chart ? HeadlineChartSvg.LabelOverflow(chart) : 0)
            .ToArray();
        var wideIndex = overflows.Max() > 0 ? Array.IndexOf(overflows, overflows.Max()) : -1;
        for (var index = 0; index < headlines.Count; index++)
        {
            var (suite, headline) = (run.Suites[index], headlines[index]);
            var chart = headline.Chart;
            var wide = index == wideIndex;
            html.Append(wide ? "<figure class=\"card wide\"" : "<figure class=\"card\"")
                .Append(" data-suite=\"").Append(HtmlText.Encode(suite.Name)).Append("\">")
                .Append("<h3><a href=\"#").Append(studyId(suite)).Append("\">").Append(HtmlText.Encode(headline.Title))
                .Append("</a></h3>");
            if (chart is not null)
            {
                html.Append("<figcaption>").Append(HtmlText.Encode(chart.Caption)).Append("</figcaption>")
                    .Append("<div class=\"headline-chart\">")
                    .Append(HeadlineChartSvg.Render(
                        chart, wide ? HeadlineChartSvg.WideWidth : HeadlineChartSvg.NarrowWidth))
                    .Append("</div>");
            }

            html.Append("<p>").Append(HtmlText.Encode(headline.Summary)).Append("</p></figure>");
        }

        html.Append("</section>\n");
    }

    private static void Warnings(StringBuilder html, IReadOnlyList<RankedWarning> warnings)
    {
        html.Append("<section class=\"warnings\"><h2>Warnings");
        if (warnings.Count == 0)
        {
            html.Append("</h2><p>None: no study and no case gave a warning.</p></section>\n");
            return;
        }

        html.Append(": ").Append(HtmlText.Encode(Counts(warnings))).Append("</h2>");
        var loud = warnings.Where(warning => warning.Level <= WarningLevel.High).ToArray();
        var quiet = warnings.Where(warning => warning.Level > WarningLevel.High).ToArray();
        if (loud.Length > 0)
        {
            List(html, loud);
        }

        if (quiet.Length > 0)
        {
            html.Append("<details class=\"quiet-warnings\"")
                .Append(loud.Length == 0 && quiet.Length <= 3 ? " open" : string.Empty)
                .Append("><summary>")
                .Append(HtmlText.Encode(loud.Length == 0
                    ? $"The {Plural(quiet.Length, "warning")}, none critical or high"
                    : $"The other {Plural(quiet.Length, "warning")}, medium and low"))
                .Append("</summary>");
            List(html, quiet);
            html.Append("</details>");
        }

        html.Append("</section>\n");
    }

    private static void List(StringBuilder html, IEnumerable<RankedWarning> warnings)
    {
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

        html.Append("</ul>");
    }

    /// <summary>"1 critical, 2 high, 9 low".</summary>
    private static string Counts(IReadOnlyList<RankedWarning> warnings) =>
        string.Join(", ", warnings
            .GroupBy(warning => warning.Level)
            .OrderBy(level => level.Key)
            .Select(level => $"{level.Count()} {level.Key.ToString().ToLowerInvariant()}"));

    private static string Plural(int count, string noun) => count == 1 ? $"1 {noun}" : $"{count} {noun}s";

    private static void Findings(StringBuilder html, RunResult run)
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

        html.Append("</section>\n");
    }
}

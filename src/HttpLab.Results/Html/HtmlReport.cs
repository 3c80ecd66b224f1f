using System.Text;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Html;

/// <summary>
/// report.html: one self-contained page (styles, scripts, data and charts inlined, nothing fetched) with, per run, each
/// study's headline chart, the warnings and what it found first (<see cref="HtmlSummary"/>), then each study's tables
/// beside its charts, then the environment, the command and links to the run's files.
/// </summary>
internal static class HtmlReport
{
    public static string Render(IReadOnlyList<ReportedRun> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        if (runs.Count == 0)
        {
            throw new ArgumentException("A report needs at least one run.", nameof(runs));
        }

        var title = runs.Count == 1
            ? $"HttpLab report: {runs[0].Run.RunId}"
            : $"HttpLab report: {runs.Count} runs";
        var html = new StringBuilder();
        if (runs.Count > 1)
        {
            html.Append("<h1>").Append(HtmlText.Encode(title)).Append("</h1>\n<nav class=\"toc\">");
            foreach (var reported in runs)
            {
                html.Append("<a href=\"#").Append(RunId(reported.Run)).Append("\">")
                    .Append(HtmlText.Encode(reported.Run.RunId)).Append("</a>");
            }

            html.Append("</nav>\n");
        }

        foreach (var reported in runs)
        {
            RunSection(html, reported, alone: runs.Count == 1);
        }

        return HtmlPage.Render(title, html.ToString());
    }

    private static void RunSection(StringBuilder html, ReportedRun reported, bool alone)
    {
        var run = reported.Run;
        var id = RunId(run);
        html.Append("<article class=\"run\" id=\"").Append(id).Append("\">\n")
            .Append(alone ? "<h1>HttpLab report</h1>" : $"<h1>Run {HtmlText.Encode(run.RunId)}</h1>")
            .Append("<p class=\"meta\">Run <code>").Append(HtmlText.Encode(run.RunId)).Append("</code> · started ")
            .Append(HtmlText.Encode(RunTimes.Timestamp(run.StartedUtc))).Append(" · took ")
            .Append(HtmlText.Encode(RunTimes.Duration(run.StartedUtc, run.FinishedUtc))).Append(" · profile ")
            .Append(HtmlText.Encode(run.Profile)).Append("</p>\n");
        if (!run.Complete)
        {
            html.Append("<div class=\"banner incomplete\" role=\"alert\">⚠ INCOMPLETE RUN: these results are partial. ")
                .Append("Reason: ").Append(HtmlText.Encode(run.IncompleteReason ?? "no reason was recorded."))
                .Append("</div>\n");
        }

        html.Append("<nav class=\"toc\">");
        foreach (var suite in run.Suites)
        {
            html.Append("<a href=\"#").Append(StudyId(run, suite)).Append("\">").Append(HtmlText.Encode(suite.Title))
                .Append("</a>");
        }

        html.Append("<a href=\"#").Append(id).Append("-environment\">Environment</a></nav>\n");
        HtmlSummary.Write(html, run, suite => StudyId(run, suite));
        foreach (var suite in run.Suites)
        {
            HtmlStudySection.Write(html, StudyId(run, suite), suite, reported.TimeSeries);
        }

        HtmlEnvironment.Write(html, $"{id}-environment", reported);
        html.Append("</article>\n");
    }

    private static string RunId(RunResult run) => HtmlText.Id("run", run.RunId);

    private static string StudyId(RunResult run, SuiteResult suite) => HtmlText.Id(run.RunId, suite.Name);
}

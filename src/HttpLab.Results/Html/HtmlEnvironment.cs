using System.Globalization;
using System.Text;

namespace HttpLab.Results.Html;

/// <summary>The bottom of a run in report.html: the machine, the exact command, and links to the run's files.</summary>
internal static class HtmlEnvironment
{
    public static void Write(StringBuilder html, string id, ReportedRun reported)
    {
        var environment = reported.Run.Environment;
        html.Append("<section class=\"environment\" id=\"").Append(id).Append("\"><h2>Environment</h2>")
            .Append("<dl class=\"environment\">");
        Entry(html, "OS", environment.Os);
        Entry(html, "Kernel", environment.Kernel);
        Entry(html, "CPU", environment.CpuModel);
        Entry(html, "Logical cores", environment.LogicalCores.ToString(CultureInfo.InvariantCulture));
        Entry(html, "Runtime", environment.RuntimeVersion);
        Entry(html, "GC", environment.GcMode);
        Entry(html, "HttpLab", environment.HttpLabVersion);
        Entry(html, "Commit", environment.GitCommit ?? "unknown");
        foreach (var runtime in environment.StudyRuntimes ?? [])
        {
            Entry(html, $"Studies on {runtime.Name}", runtime.Version ?? $"skipped: {runtime.Skipped}");
        }

        html.Append("</dl>\n<h3>Command</h3>");
        html.Append(reported.Run.CommandLine is { } command
            ? $"<pre class=\"command\">{HtmlText.Encode(command)}</pre>\n"
            : "<p class=\"muted\">Not recorded (a results.json written before HttpLab recorded its command).</p>\n");
        if (reported.Artifacts.Count > 0)
        {
            html.Append("<details class=\"artifacts\"><summary>Files of this run (").Append(reported.Artifacts.Count)
                .Append(")</summary><ul class=\"artifacts\">");
            foreach (var artifact in reported.Artifacts)
            {
                html.Append("<li><a href=\"").Append(HtmlText.Encode(artifact.Href)).Append("\">")
                    .Append(HtmlText.Encode(artifact.Name)).Append("</a></li>");
            }

            html.Append("</ul></details>\n");
        }

        html.Append("</section>\n");
    }

    private static void Entry(StringBuilder html, string name, string value) =>
        html.Append("<dt>").Append(HtmlText.Encode(name)).Append("</dt><dd>").Append(HtmlText.Encode(value))
            .Append("</dd>");
}

using System.Globalization;
using System.Text;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Markdown;

/// <summary>
/// The top of report.md (title, the incomplete-run warning, the run's facts) and its foot (the machine it ran on).
/// </summary>
internal static class RunSection
{
    public static void Write(StringBuilder builder, RunResult run)
    {
        builder.Append("# HttpLab report\n\n");
        if (!run.Complete)
        {
            // GitHub renders this as a warning box; elsewhere it still reads as a loud quote.
            builder.Append("> [!WARNING]\n");
            builder.Append("> **⚠ INCOMPLETE RUN: these results are partial.**\n");
            builder.Append("> Reason: ")
                .Append(MarkdownText.Escape(run.IncompleteReason ?? "no reason was recorded."))
                .Append('\n');
            builder.Append(
                "> Suites or cases may be missing, and numbers from an interrupted suite may rest on too few "
                + "measurements.\n\n");
        }

        builder.Append("- **Run:** ").Append(MarkdownText.Escape(run.RunId)).Append('\n');
        builder.Append("- **Started:** ").Append(RunTimes.Timestamp(run.StartedUtc)).Append('\n');
        builder.Append("- **Duration:** ").Append(RunTimes.Duration(run.StartedUtc, run.FinishedUtc)).Append('\n');
        builder.Append("- **Profile:** ").Append(MarkdownText.Escape(run.Profile)).Append('\n');
        builder.Append("- **Suites:** ")
            .Append(run.Suites.Count == 0
                ? "none"
                : string.Join(", ", run.Suites.Select(suite => MarkdownText.Escape(suite.Name))))
            .Append('\n');
    }

    public static void WriteEnvironment(StringBuilder builder, EnvironmentInfo environment)
    {
        builder.Append("## Environment\n\n");
        var table = new MarkdownTable().AddColumn("Property").AddColumn("Value");
        table.AddRow(["OS", MarkdownText.Escape(environment.Os)]);
        table.AddRow(["Kernel", MarkdownText.Escape(environment.Kernel)]);
        table.AddRow(["CPU", MarkdownText.Escape(environment.CpuModel)]);
        table.AddRow(["Logical cores", environment.LogicalCores.ToString(CultureInfo.InvariantCulture)]);
        table.AddRow(["Runtime", MarkdownText.Escape(environment.RuntimeVersion)]);
        table.AddRow(["GC", MarkdownText.Escape(environment.GcMode)]);
        table.AddRow(["HttpLab", MarkdownText.Escape(environment.HttpLabVersion)]);
        table.AddRow(["Commit", environment.GitCommit is { } commit ? MarkdownText.Escape(commit) : "unknown"]);
        foreach (var runtime in environment.StudyRuntimes ?? [])
        {
            table.AddRow([
                $"Studies on {MarkdownText.Escape(runtime.Name)}",
                MarkdownText.Escape(runtime.Version ?? $"skipped: {runtime.Skipped}"),
            ]);
        }

        table.WriteTo(builder);
    }
}

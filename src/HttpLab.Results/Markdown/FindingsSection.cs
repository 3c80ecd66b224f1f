using System.Text;
using HttpLab.Results.Findings;

namespace HttpLab.Results.Markdown;

/// <summary>
/// What report.md opens with, as report.html does: what the run found, a paragraph per study written from its numbers
/// (<see cref="RunFindings.Of"/>), then every warning once, loudest first (<see cref="RunFindings.Warnings"/>).
/// </summary>
internal static class FindingsSection
{
    public static void Write(StringBuilder builder, RunResult run)
    {
        builder.Append("## What this run found\n\n");
        var findings = RunFindings.Of(run);
        if (findings.Count == 0)
        {
            builder.Append("No study recorded any results.\n\n");
        }

        foreach (var study in findings)
        {
            builder.Append("**").Append(MarkdownText.Escape(study.Title)).Append(" (")
                .Append(MarkdownText.Escape(study.Suite)).Append(").** ")
                .Append(study.Sentences.Count == 0
                    ? "Its numbers give nothing to summarise here; its tables are below."
                    : string.Join(' ', study.Sentences.Select(MarkdownText.Escape)))
                .Append("\n\n");
        }

        builder.Append("## Warnings\n\n");
        var warnings = RunFindings.Warnings(run);
        if (warnings.Count == 0)
        {
            builder.Append("None: no study and no case gave a warning.\n\n");
            return;
        }

        foreach (var warning in warnings)
        {
            builder.Append("- **").Append(MarkdownText.Escape(warning.Kind)).Append("** (")
                .Append(warning.Level.ToString().ToLowerInvariant()).Append("), ")
                .Append(MarkdownText.Escape(WarningPlace.Describe(warning.Places))).Append(": ")
                .Append(MarkdownText.Escape(warning.Message));
            if (warning.HasVariants)
            {
                builder.Append(" (as worded first; the others differ only in their numbers)");
            }

            builder.Append('\n');
        }

        builder.Append('\n');
    }
}

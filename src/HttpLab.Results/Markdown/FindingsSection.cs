using System.Globalization;
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
                .Append(Where(warning.Places)).Append(": ").Append(MarkdownText.Escape(warning.Text.Trim()));
            if (warning.HasVariants)
            {
                builder.Append(" (as worded first; the others differ only in their numbers)");
            }

            builder.Append('\n');
        }

        builder.Append('\n');
    }

    /// <summary>
    /// "the run", "json", "json, GetStreamAsync [size=10000]", "json (40 cases), async (42 cases)": where a warning
    /// was given, a suite's cases counted once there are several.
    /// </summary>
    private static string Where(IReadOnlyList<WarningPlace> places)
    {
        var parts = places
            .GroupBy(place => place.Suite ?? string.Empty, StringComparer.Ordinal)
            .Select(suite =>
            {
                if (suite.Key.Length == 0)
                {
                    return "the run";
                }

                var name = MarkdownText.Escape(suite.Key);
                var cases = suite.Where(place => place.Case is not null).Select(place => place.Case!).ToArray();
                var whole = suite.Any(place => place.Case is null);
                return (whole, cases.Length) switch
                {
                    (_, 0) => name,
                    (false, 1) => $"{name}, {MarkdownText.Escape(cases[0])}",
                    (false, _) => string.Create(CultureInfo.InvariantCulture, $"{name} ({cases.Length} cases)"),
                    (true, _) =>
                        string.Create(CultureInfo.InvariantCulture, $"{name} (and {cases.Length} of its cases)"),
                };
            });
        return string.Join(", ", parts);
    }
}

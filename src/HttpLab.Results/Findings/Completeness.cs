namespace HttpLab.Results.Findings;

/// <summary>
/// Whether a study measured everything it set out to, said first: a study stopped by Ctrl-C says so in its warnings
/// ("Interrupted: ..."); a study that failed is the last of an incomplete run, whose reason names it ("json on
/// net8.0: ...") or, when the failure happened in-process, names nothing.
/// </summary>
internal static class Completeness
{
    public static string? Of(RunResult run, SuiteResult suite, bool last)
    {
        // "Interrupted: only the cases listed were measured." says it all.
        if (suite.Warnings.FirstOrDefault(IsInterruption) is { } interruption)
        {
            return FindingText.Sentence(char.ToUpperInvariant(interruption[0]) + interruption[1..]);
        }

        if (run.Complete || !last)
        {
            return suite.Cases.Count == 0 ? "It measured no cases." : null;
        }

        var reason = run.IncompleteReason ?? "no reason was recorded";
        return FindingText.Sentence(Names(reason, suite.Name)
            ? $"This study failed, so it holds only the cases measured before: {reason}"
            : $"The run stopped during or after this study, so it may hold only part of its cases: {reason}");
    }

    private static bool IsInterruption(string warning) =>
        WarningClassifier.Classify(warning) == WarningKinds.Incomplete;

    /// <summary>
    /// Whether the reason is about this suite: "json: ...", "json on net8.0: ...", "clients on Mono: ...".
    /// </summary>
    private static bool Names(string reason, string suite) =>
        reason.StartsWith(suite + ":", StringComparison.Ordinal)
        || reason.StartsWith(suite + " on ", StringComparison.Ordinal)
        || reason.Contains("; " + suite + " on ", StringComparison.Ordinal);
}

namespace HttpLab.Results.Findings;

/// <summary>
/// What a run found and what to doubt, from its <see cref="RunResult"/> alone, so a results.json written before these
/// existed gets them too: the summary report.md and report.html open with.
/// </summary>
public static class RunFindings
{
    /// <summary>The most sentences a study gets: the summary is read, not searched.</summary>
    public const int MostSentences = 5;

    /// <summary>
    /// Per suite, in run order, up to <see cref="MostSentences"/> sentences written from its numbers: first whether it
    /// failed or was stopped, then what its kind of study shows (json, clients, async, cancellation, load, or any
    /// other with ratios to a baseline), then how the runtimes differ when it ran on several. A sentence whose numbers
    /// are missing is left out, never guessed.
    /// </summary>
    public static IReadOnlyList<StudyFindings> Of(RunResult run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return run.Suites
            .Select((suite, index) => new StudyFindings(
                suite.Name, suite.Title, StudySentences.Of(run, suite, last: index == run.Suites.Count - 1)))
            .ToArray();
    }

    /// <summary>
    /// Every warning of the run (why it is incomplete, each suite's, each case's), classified by the cause its text
    /// names and ranked loudest first (<see cref="WarningKinds.All"/>), warnings alike merged into one with all their
    /// places.
    /// </summary>
    public static IReadOnlyList<RankedWarning> Warnings(RunResult run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return WarningRanking.Of(run);
    }
}

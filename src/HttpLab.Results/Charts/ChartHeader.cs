namespace HttpLab.Results.Charts;

/// <summary>
/// The lines above a chart's plots: the suite's title, run id and engine, an incomplete-run warning, a key.
/// </summary>
internal sealed record ChartHeader(string Title, string Subtitle, string? Incomplete, string? Key)
{
    public static ChartHeader For(RunResult run, SuiteResult suite, string? key) =>
        For(run.RunId, run.Complete, run.IncompleteReason, suite, key);

    public static ChartHeader For(
        string runId, bool complete, string? incompleteReason, SuiteResult suite, string? key) =>
        new(
            suite.Title,
            $"Run {runId} · {suite.Name} · {suite.Engine}",
            complete ? null : $"⚠ Incomplete run: {incompleteReason ?? "no reason was recorded"}",
            key);
}

namespace HttpLab.Results.Charts;

/// <summary>The lines above a chart's plots: the suite's title, run id and engine, an incomplete-run warning, a key.</summary>
internal sealed record ChartHeader(string Title, string Subtitle, string? Incomplete, string? Key)
{
    public static ChartHeader For(RunResult run, SuiteResult suite, string? key) =>
        new(
            suite.Title,
            $"Run {run.RunId} · {suite.Name} · {suite.Engine}",
            run.Complete ? null : $"⚠ Incomplete run: {run.IncompleteReason ?? "no reason was recorded"}",
            key);
}

namespace HttpLab.Results.Html;

/// <summary>
/// One run as report.html shows it: its results, the files of its folder (linked by a path relative to the report),
/// and the per-second latencies its load runs left there.
/// </summary>
internal sealed record ReportedRun(RunResult Run)
{
    public IReadOnlyList<ReportArtifact> Artifacts { get; init; } = [];

    public IReadOnlyList<LatencyTimeSeries> TimeSeries { get; init; } = [];

    /// <summary>
    /// The run read from <paramref name="folder"/>'s files, its links relative to <paramref name="reportFolder"/>.
    /// </summary>
    public static ReportedRun From(RunResult run, string folder, string reportFolder) => new(run)
    {
        Artifacts = ReportArtifact.In(folder, reportFolder),
        TimeSeries = LatencyTimeSeries.Find(folder),
    };
}

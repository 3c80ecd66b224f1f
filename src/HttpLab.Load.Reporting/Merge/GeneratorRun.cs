using HdrHistogram;
using HttpLab.Results;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// One generator's results folder of <c>httplab load</c>, read and checked for a merge: its run, its one load case,
/// what it was asked to do, its interval log and its per-second counts.
/// </summary>
internal sealed record GeneratorRun
{
    /// <summary>The folder as given on the command line.</summary>
    public required string Folder { get; init; }

    public required RunResult Run { get; init; }

    public required SuiteResult Suite { get; init; }

    public required CaseResult Case { get; init; }

    public required GeneratorPlan Plan { get; init; }

    public required GeneratorLog Log { get; init; }

    /// <summary>Its load-timeseries.csv, each row timed by its interval in <see cref="Log"/>.</summary>
    public required IReadOnlyList<LoadSecond> Seconds { get; init; }

    /// <summary>
    /// The columns of its load-timeseries.csv that this HttpLab reads and an older one did not write: they read 0.
    /// </summary>
    public IReadOnlyList<string> MissingColumns { get; init; } = [];

    /// <summary>Its successLatencyUs, from results.json's buckets (the interval log does not keep it).</summary>
    public required HistogramBase SuccessLatency { get; init; }

    /// <summary>The time its rates are over: responses divided by achievedRps, else its intervals' span.</summary>
    public required TimeSpan MeasuredTime { get; init; }

    /// <summary>"'results/a' (run 20250314T093000Z-load)": how messages and reasons name it.</summary>
    public string Label => $"'{Folder}' (run {Run.RunId})";

    /// <summary>A metric of its case, 0 when absent (not measured).</summary>
    public double Metric(MetricDefinition metric) => Metric(metric.Name);

    public double Metric(string name) => Case.Metrics.TryGetValue(name, out var value) ? value : 0;

    /// <summary>A count of its case, 0 when absent.</summary>
    public long Count(MetricDefinition metric) => (long)Metric(metric);
}

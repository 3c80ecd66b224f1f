using HttpLab.Results;

namespace HttpLab.Compare;

/// <summary>
/// One distribution metric of a case found in both runs (e.g. a cancel case's <c>overshootUs</c>, a load run's
/// <c>latencyUs</c>): its statistics compared with bootstrap intervals, where each run's values came from, and how many
/// resamples were drawn.
/// </summary>
public sealed record DistributionComparison(
    string Suite,
    string Case,
    string Metric,
    SampleSource BaseSource,
    SampleSource DiffSource,
    int Resamples,
    IReadOnlyList<StatisticComparison> Statistics)
{
    /// <summary>
    /// The distribution metrics a comparison judges, when a case has them: what the caller of a cancelled operation
    /// experiences, every request of a load run, and the timer measurements. The others are parts of these (slack,
    /// propagation) or views of the same requests, and are left to the report.
    /// </summary>
    public static readonly IReadOnlyList<MetricDefinition> Compared =
    [
        MetricCatalog.OvershootUs, MetricCatalog.LatencyUs, MetricCatalog.TaskDelay1Us, MetricCatalog.CancelAfter1Us,
    ];

    /// <summary>
    /// The case's verdict: Slower when any statistic is (a regression anywhere in the distribution is one), else Faster
    /// when any is, else Same when every one is, else Unknown.
    /// </summary>
    public Verdict Verdict =>
        Statistics.Any(statistic => statistic.Verdict == Verdict.Slower) ? Verdict.Slower
        : Statistics.Any(statistic => statistic.Verdict == Verdict.Faster) ? Verdict.Faster
        : Statistics.All(statistic => statistic.Verdict == Verdict.Same) ? Verdict.Same
        : Verdict.Unknown;

    /// <summary>The ratio of the medians (p50), which the geometric mean of a comparison uses.</summary>
    public double MedianRatio => Statistics.First(statistic => statistic.Statistic == DistributionStatistic.P50).Ratio;

    /// <summary>Whether either run's values were rebuilt from a percentile spectrum rather than read.</summary>
    public bool Reconstructed => BaseSource == SampleSource.Spectrum || DiffSource == SampleSource.Spectrum;

    public static DistributionComparison Of(
        string suite,
        string label,
        string metric,
        Distribution baseDistribution,
        Distribution diffDistribution,
        ComparisonThresholds thresholds)
    {
        ArgumentNullException.ThrowIfNull(baseDistribution);
        ArgumentNullException.ThrowIfNull(diffDistribution);
        static SampleSource Source(Distribution distribution) =>
            distribution.Histogram is null ? SampleSource.Spectrum : SampleSource.Histogram;
        return new DistributionComparison(
            suite,
            label,
            metric,
            Source(baseDistribution),
            Source(diffDistribution),
            DistributionBootstrap.ResamplesFor(baseDistribution.Count, diffDistribution.Count),
            DistributionBootstrap.Compare(
                baseDistribution, diffDistribution, thresholds, $"{suite}/{label}/{metric}"));
    }
}

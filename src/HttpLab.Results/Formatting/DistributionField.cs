namespace HttpLab.Results.Formatting;

/// <summary>
/// One statistic of a <see cref="Distribution"/>: its name inside the results.json object (also the CSV column suffix,
/// <c>overshootUs.p999</c>), the report column that shows it and the legend line that explains that column.
/// </summary>
internal sealed record DistributionField(
    string Name, string Column, Func<Distribution, double> Value, string Description)
{
    public static readonly DistributionField Count = new(
        "count", "Count", distribution => distribution.Count,
        "Number of measurements in the distribution");
    public static readonly DistributionField Min = new(
        "min", "Min", distribution => distribution.Min,
        "Smallest measurement");
    public static readonly DistributionField Mean = new(
        "mean", "Mean", distribution => distribution.Mean,
        MetricCatalog.MeanNs.Description);
    public static readonly DistributionField P50 = new(
        "p50", "P50", distribution => distribution.P50,
        "50th percentile (median) of all measurements");
    public static readonly DistributionField P75 = new(
        "p75", "P75", distribution => distribution.P75,
        "75th percentile of all measurements");
    public static readonly DistributionField P90 = new(
        "p90", "P90", distribution => distribution.P90,
        "90th percentile of all measurements");
    public static readonly DistributionField P95 = new(
        "p95", "P95", distribution => distribution.P95,
        "95th percentile of all measurements");
    public static readonly DistributionField P99 = new(
        "p99", "P99", distribution => distribution.P99,
        "99th percentile of all measurements");
    public static readonly DistributionField P999 = new(
        "p999", "P99.9", distribution => distribution.P999,
        "99.9th percentile of all measurements");
    public static readonly DistributionField P9999 = new(
        "p9999", "P99.99", distribution => distribution.P9999,
        "99.99th percentile of all measurements");
    public static readonly DistributionField Max = new(
        "max", "Max", distribution => distribution.Max,
        "Largest measurement");
    public static readonly DistributionField StdDev = new(
        "stdDev", "StdDev", distribution => distribution.StdDev,
        MetricCatalog.StdDevNs.Description);

    /// <summary>Every statistic, in results.json order; the spectrum is not a statistic and is not listed.</summary>
    public static IReadOnlyList<DistributionField> All { get; } =
        [Count, Min, Mean, P50, P75, P90, P95, P99, P999, P9999, Max, StdDev];

    /// <summary>
    /// The statistics report.md shows: the tail in steps a reader compares (P90, P99, P99.9) without P75, P95 and
    /// P99.99, which add width more than insight (P99.99 of a few hundred measurements is just the maximum).
    /// </summary>
    public static IReadOnlyList<DistributionField> Report { get; } =
        [Count, Min, Mean, P50, P90, P99, P999, Max, StdDev];
}

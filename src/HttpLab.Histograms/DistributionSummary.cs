namespace HttpLab.Histograms;

/// <summary>
/// The statistics of a <see cref="LongHistogram"/> that results.json carries, already divided by the scale passed to
/// <see cref="LongHistogram.Summarize"/>. Percentiles and <see cref="Max"/> are HdrHistogram's: the highest value
/// equivalent to the recorded one; <see cref="Min"/> is the lowest equivalent value. All zero when nothing was recorded.
/// </summary>
public readonly record struct DistributionSummary(
    long Count,
    double Min,
    double Mean,
    double P50,
    double P75,
    double P90,
    double P95,
    double P99,
    double P999,
    double P9999,
    double Max,
    double StdDev);

namespace HttpLab.Histograms;

/// <summary>One step of a percentile spectrum: <see cref="TotalCount"/> values (<see cref="Percentile"/>%) are at or below <see cref="Value"/>.</summary>
/// <param name="Percentile">The percentile level, 0 to 100.</param>
/// <param name="Value">The highest value equivalent to the bucket reached, divided by the requested scale.</param>
/// <param name="TotalCount">The number of recorded values at or below <paramref name="Value"/>.</param>
public readonly record struct PercentileLevel(double Percentile, double Value, long TotalCount);

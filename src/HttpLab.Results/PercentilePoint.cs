namespace HttpLab.Results;

/// <summary>One point of a percentile spectrum: <see cref="Percentile"/> percent of values are at or below <see cref="Value"/>.</summary>
public readonly record struct PercentilePoint(double Percentile, double Value);

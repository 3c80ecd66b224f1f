namespace HttpLab.Results;

/// <summary>
/// One bucket of a histogram: <see cref="Count"/> values recorded as <see cref="Value"/> (the highest value
/// equivalent to them at the histogram's precision, the same convention as its percentiles), in the unit of the
/// distribution it belongs to.
/// </summary>
public readonly record struct HistogramBucket(double Value, long Count);

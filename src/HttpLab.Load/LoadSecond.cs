namespace HttpLab.Load;

/// <summary>
/// One second of the measurement (the last one also holds the responses that came while the run drained): counts,
/// headline percentiles in microseconds, and both latency histograms in HdrHistogram's compressed V2 encoding (a few
/// hundred bytes each), which is what keeps an hour's time series small.
/// </summary>
/// <param name="Second">Seconds since measuring started (0 for the first).</param>
/// <param name="StartUtc">When the interval started.</param>
/// <param name="EndUtc">When the interval ended.</param>
/// <param name="Requests">Responses received in the interval.</param>
/// <param name="Errors">Errors counted in the interval, every kind.</param>
/// <param name="P50Us">Median latency from the intended send time.</param>
/// <param name="P99Us">99th-percentile latency from the intended send time.</param>
/// <param name="UncorrectedP50Us">Median latency from the actual send time.</param>
/// <param name="UncorrectedP99Us">99th-percentile latency from the actual send time.</param>
public sealed record LoadSecond(
    int Second,
    DateTimeOffset StartUtc,
    DateTimeOffset EndUtc,
    long Requests,
    long Errors,
    double P50Us,
    double P99Us,
    double UncorrectedP50Us,
    double UncorrectedP99Us)
{
    /// <summary>The interval's latency histogram (from intended send times), compressed V2, microseconds.</summary>
    public required ReadOnlyMemory<byte> LatencyHistogram { get; init; }

    /// <summary>The interval's latency histogram from actual send times, compressed V2, microseconds.</summary>
    public required ReadOnlyMemory<byte> UncorrectedLatencyHistogram { get; init; }
}

using HdrHistogram;

namespace HttpLab.Load.Intervals;

/// <summary>
/// One second of the measurement as the interval log keeps it: its three histograms, in microseconds. The histograms
/// are the run's own interval histograms, recycled for the next second: valid only during
/// <see cref="ILoadIntervalLog.Append"/>.
/// </summary>
/// <param name="Second">Seconds since measuring started (0 for the first).</param>
/// <param name="StartUtc">When the interval started.</param>
/// <param name="EndUtc">When the interval ended.</param>
/// <param name="Latency">Every request that ended in the interval, from its intended send time.</param>
/// <param name="UncorrectedLatency">The interval's responses, from their actual send time.</param>
/// <param name="SendLateness">How late the generator sent the interval's requests.</param>
public sealed record LoadInterval(
    int Second,
    DateTimeOffset StartUtc,
    DateTimeOffset EndUtc,
    HistogramBase Latency,
    HistogramBase UncorrectedLatency,
    HistogramBase SendLateness);

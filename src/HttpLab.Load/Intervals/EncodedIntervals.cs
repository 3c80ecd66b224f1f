namespace HttpLab.Load.Intervals;

/// <summary>
/// The intervals of a run kept in memory, compressed, for a run whose files are written at its end (the load study's
/// runs, a capacity search's steps): about 1 KB a second.
/// </summary>
internal sealed class EncodedIntervals : ILoadIntervalLog
{
    private readonly List<EncodedInterval> intervals = [];

    public IReadOnlyList<EncodedInterval> Intervals => intervals;

    public void Append(LoadInterval interval) => intervals.Add(new EncodedInterval(
        interval.Second,
        interval.StartUtc,
        interval.EndUtc,
        LatencyHistograms.EncodeCompressed(interval.Latency),
        LatencyHistograms.EncodeCompressed(interval.UncorrectedLatency),
        LatencyHistograms.EncodeCompressed(interval.SendLateness)));
}

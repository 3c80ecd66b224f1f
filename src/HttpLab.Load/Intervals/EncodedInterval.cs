namespace HttpLab.Load.Intervals;

/// <summary>
/// A <see cref="LoadInterval"/> kept after its second: each histogram in HdrHistogram's compressed V2 encoding (a few
/// hundred bytes each).
/// </summary>
public sealed record EncodedInterval(
    int Second,
    DateTimeOffset StartUtc,
    DateTimeOffset EndUtc,
    ReadOnlyMemory<byte> Latency,
    ReadOnlyMemory<byte> UncorrectedLatency,
    ReadOnlyMemory<byte> SendLateness);

namespace HttpLab.Load;

/// <summary>The bounds every run keeps, so a run always stops by itself and its memory stays fixed.</summary>
public static class LoadLimits
{
    /// <summary>The longest measured duration.</summary>
    public static readonly TimeSpan MaxDuration = TimeSpan.FromHours(1);

    /// <summary>The longest warm-up.</summary>
    public static readonly TimeSpan MaxWarmup = TimeSpan.FromMinutes(5);

    /// <summary>The longest <see cref="LoadOptions.SendQuantum"/>: the self-check's whole lateness allowance.</summary>
    public static readonly TimeSpan MaxSendQuantum = TimeSpan.FromMilliseconds(1);

    /// <summary>
    /// The default <see cref="LoadOptions.SendQuantum"/>: the open model's scheduler wakes at most 10,000 times a
    /// second. Below 10,000 req/s it changes nothing; above, each wake sends what fell due since the last, each request
    /// up to 100 μs late.
    /// </summary>
    public static readonly TimeSpan DefaultSendQuantum = TimeSpan.FromMicroseconds(100);

    /// <summary>The default warm-up is this share of the duration...</summary>
    public const double DefaultWarmupShare = 0.1;

    /// <summary>
    /// ...but at least this (JIT, connections and the thread pool need about a second on a small machine)...
    /// </summary>
    public static readonly TimeSpan DefaultWarmupFloor = TimeSpan.FromSeconds(1);

    /// <summary>...and at most this.</summary>
    public static readonly TimeSpan DefaultWarmupCap = TimeSpan.FromSeconds(5);

    /// <summary>
    /// The default request timeout: a request without a complete response by then is a timeout error.
    /// </summary>
    public static readonly TimeSpan DefaultTimeout = TimeSpan.FromSeconds(10);

    /// <summary>The longest request timeout (also the longest a run waits for its last responses).</summary>
    public static readonly TimeSpan MaxTimeout = TimeSpan.FromSeconds(60);

    public const int DefaultConnections = 16;

    public const int MaxConnections = 10_000;

    /// <summary>
    /// The most HTTP/2 streams per connection; a server allows fewer at once (Kestrel: 100 by default) and queues the
    /// rest.
    /// </summary>
    public const int MaxStreams = 1_000;

    /// <summary>The most requests on the wire at once (connections times streams).</summary>
    public const int MaxLanes = 100_000;

    /// <summary>
    /// The default cap on requests in flight (on a connection or queued for one). A request due when the cap is reached
    /// is not sent and counts as <see cref="LoadErrorKind.NotSent"/>.
    /// </summary>
    public const int DefaultMaxInFlight = 10_000;

    public const int MaxInFlight = 1_000_000;

    /// <summary>The most generators one run may be split over (<see cref="LoadShard"/>).</summary>
    public const int MaxShards = 1_000;

    /// <summary>
    /// How far in the past a start time (<see cref="LoadOptions.StartAt"/>) may be when it is given: a generator
    /// started a moment late still joins the others, its warm-up absorbing the delay.
    /// </summary>
    public static readonly TimeSpan MaxStartAtBehind = TimeSpan.FromSeconds(1);

    /// <summary>How far ahead a start time may be.</summary>
    public static readonly TimeSpan MaxStartAtAhead = TimeSpan.FromHours(24);

    /// <summary>The run is generator-limited when the send lateness p99 exceeds this (microseconds).</summary>
    public const double MaxSendLatenessP99Us = 1_000;

    /// <summary>The run is generator-limited when the achieved rate is more than this share below the target.</summary>
    public const double MaxRateShortfall = 0.01;

    /// <summary>The default warm-up for a measured duration: 10% of it, from 1 s to 5 s.</summary>
    public static TimeSpan DefaultWarmup(TimeSpan duration) =>
        TimeSpan.FromTicks(
            Math.Clamp((long)(duration.Ticks * DefaultWarmupShare), DefaultWarmupFloor.Ticks, DefaultWarmupCap.Ticks));
}

using HdrHistogram;

namespace HttpLab.Load;

/// <summary>
/// What one load run measured: only requests of the measured period (due in it, open model; sent in it, closed model),
/// never the warm-up. Histograms are in microseconds, 1 µs to 1 h at 3 significant digits.
/// </summary>
public sealed record LoadReport
{
    public required LoadOptions Options { get; init; }

    /// <summary>How the engine sends, for reports.</summary>
    public required string EngineDescription { get; init; }

    /// <summary>When measuring started (after the warm-up).</summary>
    public required DateTimeOffset MeasureStartUtc { get; init; }

    /// <summary>False when Ctrl-C (the cancellation token) stopped the run: the numbers cover only part of the duration.</summary>
    public required bool Complete { get; init; }

    /// <summary>
    /// The time the rates are computed over: the measured duration, or less when the request cap or a stop ended it early,
    /// or more when requests waiting for a connection were sent after it ended.
    /// </summary>
    public required TimeSpan MeasuredTime { get; init; }

    /// <summary>Measured requests that were sent (answered or failed); requests never sent are in <see cref="LoadErrorCounts.NotSent"/>.</summary>
    public required long Requests { get; init; }

    /// <summary>Measured requests that got a complete response, whatever its status.</summary>
    public long Responses => Latency.TotalCount;

    public required LoadErrorCounts Errors { get; init; }

    /// <summary>Responses per status code, in ascending code order.</summary>
    public required IReadOnlyDictionary<int, long> StatusCodes { get; init; }

    public required long BytesSent { get; init; }

    public required long BytesReceived { get; init; }

    /// <summary>CPU time this process used while measuring (all threads, so also an in-process server's).</summary>
    public required double GeneratorCpuSeconds { get; init; }

    /// <summary>Latency from each request's intended send time to its complete response (corrected for coordinated omission).</summary>
    public required HistogramBase Latency { get; init; }

    /// <summary>Latency from each request's actual send time (what a closed-loop tool such as wrk reports).</summary>
    public required HistogramBase UncorrectedLatency { get; init; }

    /// <summary>
    /// Open model: how late the scheduler released each request against its intended time. Closed model: the time from a
    /// response to the next send on its connection. Either way the generator's own delay.
    /// </summary>
    public required HistogramBase SendLateness { get; init; }

    /// <summary>The measurement second by second.</summary>
    public required IReadOnlyList<LoadSecond> Seconds { get; init; }

    /// <summary>The mean target rate (open model), or null for the closed model.</summary>
    public double? TargetRps => Options.Rate?.Mean;

    /// <summary>Requests sent per second of <see cref="MeasuredTime"/>; null when nothing was measured.</summary>
    public double? AchievedRps => MeasuredTime > TimeSpan.Zero ? Requests / MeasuredTime.TotalSeconds : null;

    /// <summary>Why the generator, not the server, may have limited the numbers; null when it kept up.</summary>
    public string? GeneratorLimitedReason { get; init; }

    public bool GeneratorLimited => GeneratorLimitedReason is not null;
}

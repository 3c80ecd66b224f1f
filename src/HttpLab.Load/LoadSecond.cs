namespace HttpLab.Load;

/// <summary>
/// One second of the measurement (the last one also holds what came while the run drained, and the requests never
/// sent): counts, headline percentiles in microseconds, and the counts that tell whether the generator or the server
/// made requests wait in that second. Its histograms go to the run's interval log
/// (<see cref="Intervals.ILoadIntervalLog"/>), not here, so an hour's time series stays small.
/// </summary>
/// <param name="Second">Seconds since measuring started (0 for the first).</param>
/// <param name="StartUtc">When the interval started.</param>
/// <param name="EndUtc">When the interval ended.</param>
/// <param name="Responses">Complete responses received in the interval, any status.</param>
/// <param name="Errors">Errors counted in the interval, every kind (requests never sent included).</param>
/// <param name="P50Us">Median latency of every request that ended in the interval, from its intended send time.</param>
/// <param name="P99Us">99th-percentile latency of every request that ended in the interval, from its intended send
/// time.</param>
/// <param name="UncorrectedP50Us">Median latency of the interval's responses from their actual send time.</param>
/// <param name="UncorrectedP99Us">99th-percentile latency of the interval's responses from their actual send
/// time.</param>
public sealed record LoadSecond(
    int Second,
    DateTimeOffset StartUtc,
    DateTimeOffset EndUtc,
    long Responses,
    long Errors,
    double P50Us,
    double P99Us,
    double UncorrectedP50Us,
    double UncorrectedP99Us)
{
    /// <summary>
    /// False when no request ended in the interval (an idle second at a low rate): its percentiles are then zeros that
    /// measure nothing.
    /// </summary>
    public bool HasLatency => Responses + Errors > 0;

    /// <summary>Requests aborted after the request timeout in the interval.</summary>
    public long Timeouts { get; init; }

    /// <summary>Requests due in the interval when the in-flight cap was reached: never sent.</summary>
    public long RefusedAtCap { get; init; }

    /// <summary>
    /// Requests still waiting for a connection when the run ended (the last interval only): never sent.
    /// </summary>
    public long NotSentAtEnd { get; init; }

    /// <summary>Open model: requests due in the interval while every connection was waiting for a response.</summary>
    public long WaitedForConnection { get; init; }

    /// <summary>
    /// Requests the generator itself released (open) or sent after a response (closed) more than 1 ms late.
    /// </summary>
    public long LateSends { get; init; }

    /// <summary>
    /// The longest the generator's own timers ran late in the interval, in microseconds: this process was not running
    /// (a starved thread pool, a long GC pause), so answers that came meanwhile were handled, and timed, late. 0 when
    /// none.
    /// </summary>
    public long GeneratorPauseUs { get; init; }

    /// <summary>Connections with a request on the wire when the interval ended.</summary>
    public int BusyConnections { get; init; }

    /// <summary>
    /// Connections whose request was on the wire through the whole interval: sent before it began, unanswered when it
    /// ended. At low rates a connection is often busy when an interval ends while the interval saw no response; only a
    /// request the server kept all interval long is a stall.
    /// </summary>
    public int WaitingAllInterval { get; init; }

    /// <summary>CPU time the generator's process used in the interval, all threads.</summary>
    public double GeneratorCpuSeconds { get; init; }

    /// <summary>Garbage collections the generator's process ran in the interval, every generation.</summary>
    public int GeneratorCollections { get; init; }

    /// <summary>How long the generator's garbage collections paused it in the interval, in microseconds.</summary>
    public long GeneratorGcPauseUs { get; init; }

    /// <summary>
    /// How long the runtime's JIT spent compiling methods in the generator's process in the interval, in microseconds
    /// (the compilations' elapsed time, every thread; the CPU they used is in <see cref="GeneratorCpuSeconds"/>). A
    /// one-time cost: code is compiled when first run and again (tiered, profile-guided) after about 30 and 60 calls,
    /// so what runs once a second is still being compiled a minute into a run.
    /// </summary>
    public long GeneratorJitUs { get; init; }

    /// <summary>Managed bytes the generator's process allocated in the interval.</summary>
    public long GeneratorAllocatedBytes { get; init; }

    /// <summary>
    /// Bytes on the generator's managed heap when the interval ended, garbage not yet collected included: until a
    /// collection runs, what the generator allocates shows as growth here and in its resident memory.
    /// </summary>
    public long GeneratorHeapBytes { get; init; }

    /// <summary>
    /// Nothing came back in the interval (no response, no refusal or reset) while a request was on the wire all
    /// interval long: the server stalled. Not when the generator itself was not running for half a second or more:
    /// then the missing answers may have been waiting for it.
    /// </summary>
    public bool Stalled =>
        Responses == 0 && ServerFailures <= 0 && (WaitingAllInterval > 0 || Timeouts > 0) && GeneratorPauseUs < 500_000;

    /// <summary>Requests the server ended without a response in the interval: refused, reset, unparsable.</summary>
    private long ServerFailures => Errors - Timeouts - RefusedAtCap - NotSentAtEnd;
}

using System.Globalization;
using HdrHistogram;
using HttpLab.Load.Intervals;

namespace HttpLab.Load;

/// <summary>
/// What one load run measured: only requests of the measured period (due in it, open model; sent in it, closed model),
/// never the warm-up. Histograms are in microseconds, 1 μs to 1 h at 3 significant digits.
/// </summary>
public sealed record LoadReport
{
    public required LoadOptions Options { get; init; }

    /// <summary>How the engine sends, for reports.</summary>
    public required string EngineDescription { get; init; }

    /// <summary>When measuring started (after the warm-up).</summary>
    public required DateTimeOffset MeasureStartUtc { get; init; }

    /// <summary>
    /// False when Ctrl-C (the cancellation token) stopped the run: the numbers cover only part of the duration.
    /// </summary>
    public required bool Complete { get; init; }

    /// <summary>
    /// The time the rates are computed over: the measured duration, or less when the request cap or a stop ended it
    /// early, or more when requests waiting for a connection were sent after it ended.
    /// </summary>
    public required TimeSpan MeasuredTime { get; init; }

    /// <summary>
    /// Measured requests that were sent (answered or failed); requests never sent are in
    /// <see cref="LoadErrorCounts.NotSent"/>.
    /// </summary>
    public required long Requests { get; init; }

    /// <summary>Measured requests that got a complete response, whatever its status.</summary>
    public long Responses => UncorrectedLatency.TotalCount;

    public required LoadErrorCounts Errors { get; init; }

    /// <summary>Responses per status code, in ascending code order.</summary>
    public required IReadOnlyDictionary<int, long> StatusCodes { get; init; }

    /// <summary>The sizes of the measured responses' bodies.</summary>
    public ResponseBodies Bodies { get; init; } = ResponseBodies.None;

    public required long BytesSent { get; init; }

    public required long BytesReceived { get; init; }

    /// <summary>CPU time this process used while measuring (all threads, so also an in-process server's).</summary>
    public required double GeneratorCpuSeconds { get; init; }

    /// <summary>
    /// Every measured request's latency from its intended send time (corrected for coordinated omission): a response at
    /// its completion, a failure at the time it waited (a timeout at least the timeout), a request never sent at the
    /// time from its intended send to the end of the run. A server that stops answering shows here.
    /// </summary>
    public required HistogramBase Latency { get; init; }

    /// <summary>
    /// The latency of responses with an expected status only (<see cref="LoadOptions.ExpectStatus"/>, default 2xx),
    /// from their intended send time.
    /// </summary>
    public required HistogramBase SuccessLatency { get; init; }

    /// <summary>
    /// The latency of responses (any status) from their actual send time (what a closed-loop tool such as wrk reports).
    /// </summary>
    public required HistogramBase UncorrectedLatency { get; init; }

    /// <summary>
    /// Open model: how late the scheduler released each request against its intended time. Closed model: the time from
    /// a response to the next send on its connection. Either way the generator's own delay.
    /// </summary>
    public required HistogramBase SendLateness { get; init; }

    /// <summary>How this generator timed the run (a start time is on the wall clock, the rest by Stopwatch).</summary>
    public string ClockSource { get; init; } = Execution.RunClock.Source;

    /// <summary>The measurement second by second.</summary>
    public required IReadOnlyList<LoadSecond> Seconds { get; init; }

    /// <summary>Garbage collections the generator's process ran while measuring, every generation.</summary>
    public int GeneratorCollections => Seconds.Sum(second => second.GeneratorCollections);

    /// <summary>How long the generator's garbage collections paused it while measuring, in microseconds.</summary>
    public long GeneratorGcPauseUs => Seconds.Sum(second => second.GeneratorGcPauseUs);

    /// <summary>
    /// How long the runtime's JIT compiled in the generator's process while measuring, in microseconds (see
    /// <see cref="LoadSecond.GeneratorJitUs"/>).
    /// </summary>
    public long GeneratorJitUs => Seconds.Sum(second => second.GeneratorJitUs);

    /// <summary>
    /// Each second's histograms, kept in memory when the run was given no interval log of its own; null when one took
    /// them as the run went.
    /// </summary>
    public IReadOnlyList<EncodedInterval>? Intervals { get; init; }

    /// <summary>
    /// The mean target rate (open model) of this generator: its shard's share of the whole run's
    /// (<see cref="LoadOptions.Shard"/>); null for the closed model.
    /// </summary>
    public double? TargetRps => Options.Rate?.Mean / Options.Shard.Count;

    /// <summary>
    /// Responses per second of <see cref="MeasuredTime"/> (a refused or failed request is not achieved); null when
    /// nothing was measured.
    /// </summary>
    public double? AchievedRps => MeasuredTime > TimeSpan.Zero ? Responses / MeasuredTime.TotalSeconds : null;

    /// <summary>Measured requests that were due: sent (<see cref="Requests"/>) or never sent.</summary>
    public long Due => Requests + Errors.NotSent;

    /// <summary>True when requests were due but not one got a response: the run measured only failures.</summary>
    public bool AllFailed => Responses == 0 && Due > 0;

    /// <summary>
    /// True when the server answered but not once with an expected status: the run measured only its error path.
    /// </summary>
    public bool NoSuccess => Responses > 0 && SuccessLatency.TotalCount == 0;

    /// <summary>
    /// "400 × 112,362, 503 × 10": the responses per status code (those <paramref name="which"/> accepts, else all), as
    /// the console and the verdicts quote them.
    /// </summary>
    public string StatusSummary(Func<int, bool>? which = null) => string.Join(
        ", ",
        StatusCodes
            .Where(entry => which?.Invoke(entry.Key) ?? true)
            .Select(entry => string.Create(CultureInfo.InvariantCulture, $"{entry.Key} × {entry.Value:#,0}")));

    /// <summary>Why the generator may have limited the numbers, naming the seconds; null when it kept up.</summary>
    public string? GeneratorLimitedReason { get; init; }

    public bool GeneratorLimited => GeneratorLimitedReason is not null;

    /// <summary>
    /// What the server did to the numbers, naming the seconds: stalled (no response while requests waited), saturated
    /// (every connection waiting, timeouts, the in-flight cap reached) or failing (refused, reset, unparsable); null
    /// when none of that happened.
    /// </summary>
    public string? ServerLimitedReason { get; init; }

    public bool ServerLimited => ServerLimitedReason is not null;

    /// <summary>
    /// The seconds (since measuring started) in which no response came while requests were on the wire.
    /// </summary>
    public IReadOnlyList<int> StalledSeconds =>
        Seconds.Where(second => second.Stalled).Select(second => second.Second).ToArray();
}

namespace HttpLab.Load;

/// <summary>
/// A run's state once a second, for a progress line or a live view: where it is, what it achieved against its target in
/// the last whole second measured, its errors by kind, how late the generator sent and how much CPU it took.
/// </summary>
/// <param name="Phase">Waiting for the start time, warming up, measuring or draining.</param>
/// <param name="Elapsed">Time since the run started, warm-up included.</param>
/// <param name="Requests">Measured responses so far.</param>
/// <param name="CurrentRps">Measured responses per second in the last whole second.</param>
/// <param name="Errors">Measured errors so far, every kind.</param>
public readonly record struct LoadProgress(
    LoadPhase Phase, TimeSpan Elapsed, long Requests, double CurrentRps, long Errors)
{
    /// <summary>The run as planned: warm-up and measured duration (a request cap can end it sooner).</summary>
    public TimeSpan Planned { get; init; }

    /// <summary>
    /// Open model: the rate the schedule asked for over the last whole second measured (in the warm-up, the rate it
    /// runs at); null for the closed model and once sending has ended.
    /// </summary>
    public double? TargetRps { get; init; }

    /// <summary><see cref="LoadPhase.WaitingForStart"/>: how long until the start time.</summary>
    public TimeSpan StartsIn { get; init; }

    /// <summary>The last whole second measured; null until the first one ends.</summary>
    public LoadSecond? LastSecond { get; init; }

    /// <summary>The errors of <see cref="LastSecond"/> by kind.</summary>
    public LoadErrorCounts LastSecondErrors { get; init; }

    /// <summary>Measured errors so far, by kind.</summary>
    public LoadErrorCounts ErrorsByKind { get; init; }

    /// <summary>
    /// The 99th percentile of how late the generator sent in <see cref="LastSecond"/>, microseconds (closed model: the
    /// turnaround from a response to the next send); 0 when nothing was sent.
    /// </summary>
    public double SendLatenessP99Us { get; init; }

    /// <summary>Requests on the wire now (connections, or streams over HTTP/2).</summary>
    public int InFlight { get; init; }

    /// <summary>
    /// Cores the generator's process used since the previous report: its CPU time over the wall time, all threads.
    /// </summary>
    public double GeneratorCores { get; init; }

    /// <summary>The cores the generator's process may use.</summary>
    public int ProcessorCount { get; init; }
}

using System.Diagnostics;

namespace HttpLab.Load.Execution;

/// <summary>
/// The time line of one run in timestamps of its clock (the system clock; a hand-moved one in unit tests): the
/// start, when measuring starts (after the warm-up) and when it ends. A request belongs to the measurement when it
/// was due (open model) or sent (closed model) in [<see cref="MeasureStart"/>, <see cref="MeasureEnd"/>). The run's
/// waits and timers (the scheduler's, the sampler's, the watchdog's) are on the real clock.
/// </summary>
internal sealed class RunClock
{
    private readonly TimeProvider time;

    /// <param name="time">The clock.</param>
    /// <param name="warmup">The warm-up, from the start.</param>
    /// <param name="duration">The measured duration, after the warm-up.</param>
    /// <param name="start">When the run starts (<see cref="StartClock"/>); null for now.</param>
    public RunClock(
        TimeProvider time, TimeSpan warmup, TimeSpan duration, (long Timestamp, DateTimeOffset Utc)? start = null)
    {
        this.time = time;
        Frequency = time.TimestampFrequency;
        (Start, StartUtc) = start ?? (time.GetTimestamp(), time.GetUtcNow());
        MeasureStart = Start + ToTicks(warmup.TotalSeconds);
        MeasureEnd = MeasureStart + ToTicks(duration.TotalSeconds);
    }

    /// <summary>
    /// How a run is timed, for its results: where several generators share a start time, they line up only as well as
    /// their machines' clocks agree.
    /// </summary>
    public static string Source { get; } =
        $"system clock, Stopwatch {(Stopwatch.IsHighResolution ? "high" : "low")}-resolution "
        + FormattableString.Invariant($"({Stopwatch.Frequency:#,0} Hz); ")
        + "cross-machine alignment only as good as the machines' clock synchronisation";

    public long Frequency { get; }

    public long Start { get; }

    public DateTimeOffset StartUtc { get; }

    public long MeasureStart { get; }

    public long MeasureEnd { get; }

    public long Now => time.GetTimestamp();

    public bool IsMeasured(long timestamp) => timestamp >= MeasureStart && timestamp < MeasureEnd;

    public long ToTicks(double seconds) => (long)Math.Round(seconds * Frequency);

    public double ToSeconds(long ticks) => (double)ticks / Frequency;

    /// <summary>Whole microseconds, never negative, at most an hour (the histograms' range).</summary>
    public long ToMicroseconds(long ticks) =>
        ticks <= 0 ? 0 : Math.Min((long)((double)ticks * 1_000_000 / Frequency), LatencyHistograms.HighestMicroseconds);

    /// <summary>The wall-clock time of a timestamp, for interval logs.</summary>
    public DateTimeOffset ToUtc(long timestamp) => StartUtc + TimeSpan.FromSeconds(ToSeconds(timestamp - Start));
}

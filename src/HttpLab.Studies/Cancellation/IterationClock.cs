using System.Diagnostics;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// The Stopwatch timestamps of one iteration; <see cref="Fired"/> is written by whichever thread cancels.
/// </summary>
internal sealed class IterationClock(long deadlineTicks)
{
    private long fired;

    public long Start { get; } = Stopwatch.GetTimestamp();

    public long Deadline => Start + deadlineTicks;

    public long Stopped { get; set; }

    /// <summary>When the token fired, or 0 when it never did.</summary>
    public long Fired => Volatile.Read(ref fired);

    public void MarkFired() => Interlocked.CompareExchange(ref fired, Stopwatch.GetTimestamp(), 0);
}

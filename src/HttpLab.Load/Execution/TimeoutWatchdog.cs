namespace HttpLab.Load.Execution;

/// <summary>
/// Aborts requests that have been on the wire longer than the timeout, counting only the time the generator was
/// running. A pass that runs more than a period late means this process was not running (a starved thread pool, a long
/// pause): answers that arrived meanwhile, and in-process servers' reads, were queued behind it, and a request the
/// scheduler thread sent during the stall only looks overdue. So each stall is recorded (for the report) and credited
/// to the requests that were on the wire through it: a request is aborted once its age minus the stalls since its send
/// exceeds the timeout.
/// </summary>
internal sealed class TimeoutWatchdog
{
    private readonly RunClock clock;
    private readonly LoadRecorder recorder;
    private readonly long timeoutTicks;
    private readonly long periodTicks;
    private readonly Lock gate = new();

    // The stalls that may still be credited to a request on the wire: when each was found, and how long it was.
    private readonly List<(long FoundAt, long Length)> stalls = [];
    private long lastPass;

    public TimeoutWatchdog(RunClock clock, LoadRecorder recorder, TimeSpan timeout)
    {
        this.clock = clock;
        this.recorder = recorder;
        timeoutTicks = clock.ToTicks(timeout.TotalSeconds);
        Period = TimeSpan.FromTicks(
            Math.Clamp(timeout.Ticks / 4, TimeSpan.TicksPerMillisecond, TimeSpan.TicksPerMillisecond * 100));
        periodTicks = clock.ToTicks(Period.TotalSeconds);
        lastPass = clock.Start;
    }

    /// <summary>How often <see cref="OverdueSentBy"/> is meant to run.</summary>
    public TimeSpan Period { get; }

    /// <summary>
    /// One pass: notes a stall when this pass came more than two periods after the last, and returns the latest send
    /// time of a request that is overdue now. Passes that piled up during a stall run one at a time, so each sees the
    /// stall.
    /// </summary>
    public long OverdueSentBy()
    {
        lock (gate)
        {
            var now = clock.Now;
            if (now - lastPass > 2 * periodTicks)
            {
                var stall = now - lastPass - periodTicks;
                stalls.Add((now, stall));
                recorder.GeneratorPause(stall);
            }

            lastPass = now;

            // A request sent at s is overdue when now - s - (the stalls found after s) >= the timeout. The credit only
            // grows as s moves back, so step back until it stops growing.
            var sentBy = now - timeoutTicks;
            while (StallsAfter(sentBy) is var credit && now - timeoutTicks - credit < sentBy)
            {
                sentBy = now - timeoutTicks - credit;
            }

            stalls.RemoveAll(found => found.FoundAt <= sentBy);
            return sentBy;
        }
    }

    private long StallsAfter(long sent)
    {
        var total = 0L;
        foreach (var (foundAt, length) in stalls)
        {
            if (foundAt > sent)
            {
                total += length;
            }
        }

        return total;
    }
}

using HttpLab.Load.Execution;

namespace HttpLab.Load.Scheduling;

/// <summary>
/// Waits for a timestamp on the scheduler thread with little lateness and little CPU. On Linux it sleeps with
/// nanosleep at 1 μs timer slack (see <see cref="SchedulerThread"/>) until a lead before the deadline and spins the
/// rest. The lead is learned: it follows the median of how late the sleeps wake (8-10 μs on a 2-core VM, under 100 μs
/// at p99), so about half the wakes come a little early and spin a few microseconds, and half a little late, wherever
/// the machine's overshoot lies. Elsewhere it yields through the last two milliseconds. Whatever lies before those
/// last milliseconds is one timed wait on the stop signal, so an idle generator (one request a second) wakes about
/// twice a request, not every few milliseconds, and a stop ends the wait at once.
/// </summary>
internal sealed class PreciseWait
{
    private static readonly TimeSpan InitialLead = TimeSpan.FromMicroseconds(10);
    private static readonly TimeSpan MaxLead = TimeSpan.FromMicroseconds(100);
    private static readonly TimeSpan LeadStep = TimeSpan.FromMicroseconds(0.25);

    private readonly RunClock clock;
    private readonly long millisecondTicks;
    private readonly long maxLeadTicks;
    private readonly long leadStepTicks;
    private readonly bool preciseSleep = SchedulerThread.IsSupported && SchedulerThread.TryLowerTimerSlack();

    public PreciseWait(RunClock clock)
    {
        this.clock = clock;
        millisecondTicks = clock.ToTicks(0.001);
        maxLeadTicks = clock.ToTicks(MaxLead.TotalSeconds);
        leadStepTicks = Math.Max(1, clock.ToTicks(LeadStep.TotalSeconds));
        LeadTicks = clock.ToTicks(InitialLead.TotalSeconds);
    }

    /// <summary>How long before a deadline the precise sleep now ends, in <see cref="RunClock"/> ticks.</summary>
    public long LeadTicks { get; private set; }

    /// <summary>Returns at or just after <paramref name="deadline"/> (a <see cref="RunClock"/> timestamp), or as soon
    /// as <paramref name="stop"/> is set.</summary>
    public void Until(long deadline, ManualResetEventSlim stop)
    {
        while (true)
        {
            var now = clock.Now;
            var remaining = deadline - now;
            if (remaining <= 0 || stop.IsSet)
            {
                return;
            }

            if (remaining > (2 * millisecondTicks) + LeadTicks)
            {
                // The signal's timed wait has millisecond resolution: it ends a millisecond or more early, and the
                // precise sleep below takes the rest.
                stop.Wait((int)Math.Min((remaining - LeadTicks) / millisecondTicks - 1, int.MaxValue));
            }
            else if (preciseSleep)
            {
                if (remaining <= LeadTicks)
                {
                    Thread.SpinWait(10);
                    continue;
                }

                var wakeAt = deadline - LeadTicks;
                SchedulerThread.Sleep((wakeAt - now) * 1_000_000_000 / clock.Frequency);
                Learn(clock.Now - wakeAt);
            }
            else
            {
                // Without a precise sleep, the last two milliseconds are yielded away: slower than a spin, kinder to
                // the other cores.
                Thread.Yield();
            }
        }
    }

    /// <summary>Moves the lead a small step toward a sleep's overshoot (<see cref="RunClock"/> ticks): it settles where
    /// half the sleeps overshoot it (a running median), and one preempted sleep moves it by a step, not by the
    /// preemption.</summary>
    public void Learn(long overshoot) =>
        LeadTicks = overshoot > LeadTicks
            ? Math.Min(LeadTicks + leadStepTicks, maxLeadTicks)
            : Math.Max(LeadTicks - leadStepTicks, 0);
}

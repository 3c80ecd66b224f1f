using HttpLab.Load.Execution;

namespace HttpLab.Load.Scheduling;

/// <summary>
/// Waits for a timestamp on the scheduler thread with little lateness and little CPU. On Linux it sleeps until 20 μs
/// before the deadline with nanosleep at 1 μs timer slack (see <see cref="SchedulerThread"/>; measured on a 2-core VM
/// it wakes 8-10 μs late at the median, under 100 μs at p99) and spins the rest; a longer spin would take a whole core
/// from the server at high rates for no gain against the 1 ms the self-check allows; elsewhere it yields through the
/// last two milliseconds. Whatever lies before those last milliseconds is one timed wait on the stop signal, so an idle
/// generator (one request a second) wakes about twice a request, not every few milliseconds, and a stop ends the wait
/// at once.
/// </summary>
internal sealed class PreciseWait(RunClock clock)
{
    // The nanosleep's usual overshoot: spinning it away costs little CPU at any rate below ~50,000 req/s.
    private static readonly TimeSpan SpinWindow = TimeSpan.FromMicroseconds(20);

    private readonly long millisecondTicks = clock.ToTicks(0.001);
    private readonly long spinTicks = clock.ToTicks(SpinWindow.TotalSeconds);
    private readonly bool preciseSleep = SchedulerThread.IsSupported && SchedulerThread.TryLowerTimerSlack();

    /// <summary>Returns at or just after <paramref name="deadline"/> (a <see cref="RunClock"/> timestamp), or as soon
    /// as <paramref name="stop"/> is set.</summary>
    public void Until(long deadline, ManualResetEventSlim stop)
    {
        while (true)
        {
            var remaining = deadline - clock.Now;
            if (remaining <= 0 || stop.IsSet)
            {
                return;
            }

            if (remaining > 2 * millisecondTicks + spinTicks)
            {
                // The signal's timed wait has millisecond resolution: it ends a millisecond or more early, and the
                // precise sleep below takes the rest.
                stop.Wait((int)Math.Min((remaining - spinTicks) / millisecondTicks - 1, int.MaxValue));
            }
            else if (preciseSleep)
            {
                if (remaining <= spinTicks)
                {
                    Thread.SpinWait(10);
                    continue;
                }

                SchedulerThread.Sleep((remaining - spinTicks) * 1_000_000_000 / clock.Frequency);
            }
            else
            {
                // Without a precise sleep, the last two milliseconds are yielded away: slower than a spin, kinder to
                // the other cores.
                Thread.Yield();
            }
        }
    }
}

using HttpLab.Load.Execution;

namespace HttpLab.Load.Scheduling;

/// <summary>
/// Waits for a timestamp on the scheduler thread with little lateness and little CPU. On Linux it sleeps until 20 μs
/// before the deadline with nanosleep at 1 μs timer slack (see <see cref="SchedulerThread"/>; measured on a 2-core VM
/// it wakes 8-10 μs late at the median, under 100 μs at p99) and spins the rest; a longer spin would take a whole core
/// from the server at high rates for no gain against the 1 ms the self-check allows. Elsewhere it sleeps in whole
/// milliseconds and yields through the last two. It checks its stop condition at least every 50 ms, so a stop is
/// prompt even at a rate of one request a minute.
/// </summary>
internal sealed class PreciseWait(RunClock clock)
{
    private static readonly TimeSpan LongestNap = TimeSpan.FromMilliseconds(50);

    // The nanosleep's usual overshoot: spinning it away costs little CPU at any rate below ~50,000 req/s.
    private static readonly TimeSpan SpinWindow = TimeSpan.FromMicroseconds(20);

    private readonly long millisecondTicks = clock.ToTicks(0.001);
    private readonly long spinTicks = clock.ToTicks(SpinWindow.TotalSeconds);
    private readonly long longestNapTicks = clock.ToTicks(LongestNap.TotalSeconds);
    private readonly bool preciseSleep = SchedulerThread.IsSupported && SchedulerThread.TryLowerTimerSlack();

    /// <summary>Returns at or just after <paramref name="deadline"/> (a <see cref="RunClock"/> timestamp), or early
    /// when stopped.</summary>
    public void Until(long deadline, Func<bool> stop)
    {
        while (true)
        {
            var remaining = deadline - clock.Now;
            if (remaining <= 0 || stop())
            {
                return;
            }

            if (preciseSleep)
            {
                if (remaining <= spinTicks)
                {
                    Thread.SpinWait(10);
                    continue;
                }

                var nap = Math.Min(remaining - spinTicks, longestNapTicks);
                SchedulerThread.Sleep(nap * 1_000_000_000 / clock.Frequency);
            }
            else if (remaining > 2 * millisecondTicks)
            {
                var nap = TimeSpan.FromSeconds(clock.ToSeconds(remaining - millisecondTicks));
                Thread.Sleep(nap < LongestNap ? nap : LongestNap);
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

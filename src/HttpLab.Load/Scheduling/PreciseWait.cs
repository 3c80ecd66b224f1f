namespace HttpLab.Load.Scheduling;

/// <summary>
/// Waits for a timestamp on the scheduler thread with little lateness and little CPU. On Linux it sleeps until 20 µs
/// before the deadline with nanosleep at 1 µs timer slack (see <see cref="SchedulerThread"/>; measured on a 2-core VM it
/// wakes 8-10 µs late at the median, under 100 µs at p99) and spins the rest; a longer spin would take a whole core
/// from the server at high rates for no gain against the 1 ms the self-check allows. Elsewhere it sleeps in whole
/// milliseconds and yields through the last two. It checks its stop condition at least every 50 ms, so a stop is
/// prompt even at a rate of one request a minute.
/// </summary>
internal sealed class PreciseWait(TimeProvider time)
{
    private static readonly TimeSpan LongestNap = TimeSpan.FromMilliseconds(50);

    // The nanosleep's usual overshoot: spinning it away costs little CPU at any rate below ~50,000 req/s.
    private static readonly TimeSpan SpinWindow = TimeSpan.FromMicroseconds(20);

    private readonly long millisecondTicks = Ticks(time, TimeSpan.FromMilliseconds(1));
    private readonly long spinTicks = Ticks(time, SpinWindow);
    private readonly long longestNapTicks = Ticks(time, LongestNap);
    private readonly bool preciseSleep = SchedulerThread.IsSupported && time == TimeProvider.System && SchedulerThread.TryLowerTimerSlack();

    /// <summary>Returns at or just after <paramref name="deadline"/> (a <see cref="TimeProvider.GetTimestamp"/> value), or early when stopped.</summary>
    public void Until(long deadline, Func<bool> stop)
    {
        while (true)
        {
            var remaining = deadline - time.GetTimestamp();
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

                SchedulerThread.Sleep(Math.Min(remaining - spinTicks, longestNapTicks) * 1_000_000_000 / time.TimestampFrequency);
            }
            else if (remaining > 2 * millisecondTicks)
            {
                Thread.Sleep(TimeSpan.FromTicks(Math.Min((remaining - millisecondTicks) * TimeSpan.TicksPerSecond / time.TimestampFrequency, LongestNap.Ticks)));
            }
            else
            {
                // Without a precise sleep, the last two milliseconds are yielded away: slower than a spin, kinder to the other cores.
                Thread.Yield();
            }
        }
    }

    private static long Ticks(TimeProvider time, TimeSpan span) => (long)(span.TotalSeconds * time.TimestampFrequency);
}

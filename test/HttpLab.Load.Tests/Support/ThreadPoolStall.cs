using System.Diagnostics;

namespace HttpLab.Load.Tests.Support;

/// <summary>
/// Stalls this process's thread pool for a while, as a starved pool or a long pause does: every pool thread, and each
/// one the pool adds meanwhile, is held until the stall ends, so socket completions, timers and the in-process test
/// server all queue behind it. Started from its own thread, so the stall begins on time.
/// </summary>
internal static class ThreadPoolStall
{
    // More than the pool will ever have or add in a second on a test machine; each one left over ends at once.
    private const int Holders = 256;

    public static Thread Start(TimeSpan after, TimeSpan length)
    {
        var thread = new Thread(() =>
        {
            Thread.Sleep(after);
            var end = Stopwatch.GetTimestamp() + (long)(length.TotalSeconds * Stopwatch.Frequency);
            for (var index = 0; index < Holders; index++)
            {
                ThreadPool.UnsafeQueueUserWorkItem(static end => HoldUntil(end), end, preferLocal: false);
            }
        })
        {
            IsBackground = true,
            Name = "thread pool stall",
        };
        thread.Start();
        return thread;
    }

    private static void HoldUntil(long end)
    {
        // Sleep, not a wait the pool knows about: a blocking wait it sees would make it add threads to work around it.
        while (Stopwatch.GetTimestamp() < end)
        {
            Thread.Sleep(5);
        }
    }
}

using System.Diagnostics;

namespace HttpLab.Studies.Async;

/// <summary>
/// How far Environment.TickCount64 moves at a time. .NET's timer queue (Task.Delay, CancelAfter,
/// System.Threading.Timer) counts due times in it, and on Linux it reads CLOCK_MONOTONIC_COARSE, which advances once
/// per kernel tick (4 ms at 250 Hz), so no .NET timer can be finer than this step; Thread.Sleep and Stopwatch do not
/// use it.
/// </summary>
internal static class TickCountStep
{
    private const int Changes = 5;
    private static readonly TimeSpan Patience = TimeSpan.FromMilliseconds(200);

    /// <summary>
    /// The smallest change seen in a few consecutive changes, in ms; null if it did not change within 200 ms.
    /// </summary>
    public static long? MeasureMilliseconds()
    {
        // Spinning, not sleeping: a sleeping reader would skip changes and report a multiple of the step.
        var started = Stopwatch.GetTimestamp();
        var last = Environment.TickCount64;
        long? smallest = null;
        var seen = 0;
        while (seen < Changes && Stopwatch.GetElapsedTime(started) < Patience)
        {
            var now = Environment.TickCount64;
            if (now != last)
            {
                smallest = Math.Min(smallest ?? long.MaxValue, now - last);
                last = now;
                seen++;
            }
        }

        return smallest;
    }
}

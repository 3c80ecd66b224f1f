using System.Diagnostics;

namespace HttpLab.Studies.Cancellation;

/// <summary>Stopwatch ticks to nanoseconds, whatever the platform's tick length.</summary>
internal static class StopwatchTicks
{
    private static readonly double NanosecondsPerTick = 1e9 / Stopwatch.Frequency;

    public static long ToNanoseconds(long ticks) => (long)(ticks * NanosecondsPerTick);
}

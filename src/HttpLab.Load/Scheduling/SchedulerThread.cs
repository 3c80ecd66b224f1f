using System.Runtime.InteropServices;

namespace HttpLab.Load.Scheduling;

/// <summary>
/// What Linux offers the scheduler thread beyond .NET: <c>nanosleep</c> for sub-millisecond sleeps, with the thread's
/// timer slack lowered from the default 50 μs to 1 μs (<c>prctl(PR_SET_TIMERSLACK)</c>), so it can sleep until just
/// before a deadline instead of spinning through it (<see cref="Thread.Sleep(int)"/> cannot sleep below a millisecond);
/// and a higher priority (nice −10, when the process may raise it), so a busy machine preempts it less. .NET's own
/// <see cref="Thread.Priority"/> does not change the OS priority on Linux. Everything is best-effort: where the OS says
/// no, the scheduler falls back to yielding and the self-check reports what lateness remains.
/// </summary>
internal static partial class SchedulerThread
{
    private const int PrSetTimerSlack = 29;
    private const int PrioProcess = 0;
    private const int RaisedNice = -10;

    /// <summary>True when this OS offers the precise sleep.</summary>
    public static bool IsSupported { get; } = OperatingSystem.IsLinux();

    /// <summary>Lowers the timer slack of the calling thread; false when the OS does not allow it.</summary>
    public static bool TryLowerTimerSlack() =>
        IsSupported && Try(() => SetTimerSlack(PrSetTimerSlack, 1_000, 0, 0, 0) == 0);

    /// <summary>
    /// Raises the calling thread's priority to nice −10; false when the process may not (no CAP_SYS_NICE).
    /// </summary>
    public static bool TryRaisePriority() =>
        IsSupported && Try(() => SetPriority(PrioProcess, (uint)GetThreadId(), RaisedNice) == 0);

    /// <summary>
    /// Sleeps about <paramref name="nanoseconds"/> (the kernel wakes the thread a little later, never earlier).
    /// </summary>
    public static void Sleep(long nanoseconds)
    {
        var request = new TimeSpec
        {
            Seconds = (nint)(nanoseconds / 1_000_000_000),
            Nanoseconds = (nint)(nanoseconds % 1_000_000_000),
        };
        _ = NanoSleep(request, IntPtr.Zero);
    }

    private static bool Try(Func<bool> call)
    {
        try
        {
            return call();
        }
        catch (Exception exception) when (exception is DllNotFoundException or EntryPointNotFoundException)
        {
            return false;
        }
    }

    [LibraryImport("libc", EntryPoint = "prctl")]
    private static partial int SetTimerSlack(
        int option, nuint slackNanoseconds, nuint unused3, nuint unused4, nuint unused5);

    [LibraryImport("libc", EntryPoint = "gettid")]
    private static partial int GetThreadId();

    [LibraryImport("libc", EntryPoint = "setpriority")]
    private static partial int SetPriority(int which, uint who, int priority);

    [LibraryImport("libc", EntryPoint = "nanosleep")]
    private static partial int NanoSleep(in TimeSpec request, IntPtr remaining);

    [StructLayout(LayoutKind.Sequential)]
    private struct TimeSpec
    {
        public nint Seconds;
        public nint Nanoseconds;
    }
}

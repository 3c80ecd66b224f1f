namespace HttpLab.Load.Execution;

/// <summary>
/// What the generator's own process had used up to one instant: CPU on every thread, and its garbage collector's work.
/// Two readings a second apart say whether the generator was short of CPU, and whether a pause of its timers was a
/// collection or the machine.
/// </summary>
/// <param name="Cpu">CPU time of the whole process, every thread.</param>
/// <param name="HeapBytes">Bytes on the managed heap, garbage not yet collected included.</param>
/// <param name="AllocatedBytes">Managed bytes allocated since the process started.</param>
/// <param name="Collections">Garbage collections since the process started, every generation.</param>
/// <param name="GcPause">How long collections have paused the process since it started.</param>
/// <param name="JitTime">How long the runtime's JIT has spent compiling methods since the process started, on every
/// thread.</param>
internal readonly record struct ProcessReading(
    TimeSpan Cpu, long HeapBytes, long AllocatedBytes, int Collections, TimeSpan GcPause, TimeSpan JitTime)
{
    public static ProcessReading Now() => new(
        CpuNow(),
        GC.GetTotalMemory(forceFullCollection: false),
        GC.GetTotalAllocatedBytes(precise: false),
        GC.CollectionCount(0),
        GC.GetTotalPauseDuration(),
        System.Runtime.JitInfo.GetCompilationTime(currentThread: false));

    /// <summary>CPU time of the whole process so far, every thread.</summary>
    public static TimeSpan CpuNow()
    {
#if NET9_0_OR_GREATER
        return Environment.CpuUsage.TotalTime;
#else
        using var process = System.Diagnostics.Process.GetCurrentProcess();
        return process.TotalProcessorTime;
#endif
    }
}

using System.ComponentModel;
using System.Diagnostics;

namespace HttpLab.Studies.Load;

/// <summary>
/// CPU time of the three processes of a run (generator, card service, consumer), read before and after it, so the
/// report can say how many cores each used: CPU seconds over wall seconds. A process that is not a separate child of
/// this run (a target started elsewhere, or a server inside this process) is not measured, so no number is counted
/// twice.
/// </summary>
internal sealed class ProcessCpu(int? backendProcessId, int? consumerProcessId)
{
    private readonly int generatorProcessId = Environment.ProcessId;

    public Sample Take() => new(
        Stopwatch.GetTimestamp(),
        Read(generatorProcessId),
        backendProcessId is { } backend && backend != generatorProcessId ? Read(backend) : null,
        consumerProcessId is { } consumer && consumer != generatorProcessId ? Read(consumer) : null);

    /// <summary>Cores each process used since <paramref name="before"/>; null for a process not measured.</summary>
    public CoresUsed Since(Sample before)
    {
        var after = Take();
        var wall = Stopwatch.GetElapsedTime(before.Timestamp, after.Timestamp).TotalSeconds;
        return new CoresUsed(
            Cores(before.Generator, after.Generator, wall),
            Cores(before.Backend, after.Backend, wall),
            Cores(before.Consumer, after.Consumer, wall));
    }

    private static double? Cores(TimeSpan? before, TimeSpan? after, double wallSeconds) =>
        before is { } start && after is { } end && wallSeconds > 0
            ? Math.Max(0, (end - start).TotalSeconds / wallSeconds)
            : null;

    private static TimeSpan? Read(int processId)
    {
        try
        {
            using var process = Process.GetProcessById(processId);
            return process.TotalProcessorTime;
        }
        catch (Exception exception)
            when (exception is ArgumentException or InvalidOperationException
                or Win32Exception or NotSupportedException)
        {
            // Gone, or not readable here: not measured rather than wrong.
            return null;
        }
    }

    internal readonly record struct Sample(long Timestamp, TimeSpan? Generator, TimeSpan? Backend, TimeSpan? Consumer);
}

/// <summary>
/// Cores (CPU seconds per wall second) each process used over a run, warm-up included; null when not measured.
/// </summary>
internal sealed record CoresUsed(double? Generator, double? Backend, double? Consumer)
{
    public double Total => (Generator ?? 0) + (Backend ?? 0) + (Consumer ?? 0);
}

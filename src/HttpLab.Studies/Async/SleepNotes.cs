using HttpLab.Results;
using static HttpLab.Studies.Async.NoteFormat;

namespace HttpLab.Studies.Async;

/// <summary>
/// What the timer probe and the sleep cases show: how much of each sleep is the timer, and where ConfigureAwait
/// mattered.
/// </summary>
internal static class SleepNotes
{
    private const double OneMillisecondNs = 1e6;
    private const double NanosecondsPerMicrosecond = 1e3;

    /// <summary>
    /// How far one .NET timer may stray from its due time here: the larger of the tick-count step (its clock's
    /// resolution) and how late the probe's Task.Delay(1) came back.
    /// </summary>
    public static double? TimerAllowanceNs(CaseResult? probe)
    {
        var step = TimerResolutionCase.TickCountStepNs(probe);
        var lateness = probe is not null
            && probe.Distributions.TryGetValue(MetricCatalog.TaskDelay1Us.Name, out var delay)
            ? Math.Max(0, (delay.P50 * NanosecondsPerMicrosecond) - OneMillisecondNs)
            : (double?)null;
        return step is null && lateness is null ? null : Math.Max(step ?? 0, lateness ?? 0);
    }

    public static string? Timer(CaseResult? probe)
    {
        if (probe is null
            || !probe.Distributions.TryGetValue(MetricCatalog.TaskDelay1Us.Name, out var delay)
            || !probe.Distributions.TryGetValue(MetricCatalog.CancelAfter1Us.Name, out var cancelAfter))
        {
            return null;
        }

        var step = TimerResolutionCase.TickCountStepNs(probe);
        var tick = CaseLookup.Value(probe, MetricCatalog.StopwatchResolutionNs);
        return $"Timer resolution (case {probe.Name}): "
            + (step is { } stepNs
                ? "Environment.TickCount64, the clock .NET's timer queue counts due times in (CLOCK_MONOTONIC_COARSE "
                    + $"on Linux, which follows the kernel's tick), moves in steps of {Duration(stepNs)} here, so "
                    + "every Task.Delay, CancelAfter and Timer fires on one of those steps and can end up to a step "
                    + "early or late. "
                : string.Empty)
            + $"Task.Delay(1) takes {Duration(delay.P50 * NanosecondsPerMicrosecond)} at the median and "
            + $"{Duration(delay.P99 * NanosecondsPerMicrosecond)} at p99 over {delay.Count} samples, and "
            + $"CancelAfter(1) fires after {Duration(cancelAfter.P50 * NanosecondsPerMicrosecond)} at the median. "
            + "Thread.Sleep is the operating system's own high-resolution sleep and does not move in those steps."
            + (tick is { } ns
                ? $" One Stopwatch tick is {Duration(ns)}, far below anything measured here."
                : string.Empty);
    }

    public static string? SleepCases(
        CaseLookup cases, IReadOnlyDictionary<string, IdealDurationAttribute> ideals, double? allowanceNs)
    {
        var parts = new List<string>();
        foreach (var (name, ideal) in ideals)
        {
            if (cases.Find(name) is not { } result
                || CaseLookup.Value(result, MetricCatalog.MeanNs) is not { } mean
                || CaseLookup.Value(result, MetricCatalog.OverIdealNs) is not { } over)
            {
                continue;
            }

            parts.Add($"{name} {Duration(mean)} against {Duration(ideal.Milliseconds * OneMillisecondNs)} "
                + $"({SignedDuration(over)}; {TimerShare(ideal.SequentialTimers, over, allowanceNs)})");
        }

        return parts.Count == 0
            ? null
            : "Sleep cases against what exact timers would give (idealNs; overIdealNs is the difference): "
                + $"{string.Join("; ", parts)}.";
    }

    /// <summary>How much of a case's difference from its ideal the timers it waits for in sequence explain.</summary>
    private static string TimerShare(int timers, double overNs, double? allowanceNs)
    {
        if (timers == 0)
        {
            return "Thread.Sleep, not a .NET timer";
        }

        var what = timers == 1 ? "one .NET timer" : $"{timers} .NET timers in sequence";
        if (allowanceNs is not { } allowance)
        {
            return what;
        }

        var share = timers * allowance;
        return Math.Abs(overNs) <= share
            ? $"within the ±{Duration(share)} that {what} can stray here"
            : $"{what} {(timers == 1 ? "explains" : "explain")} about {Duration(share)}, the other "
                + $"{Duration(overNs - share)} is scheduling and hops";
    }

    public static string? Lesson(CaseLookup cases, CaseResult? probe)
    {
        var single = new[]
        {
            nameof(SleepBenchmarks.Baseline_ThreadSleep),
            nameof(SleepBenchmarks.TaskRun_AwaitDelay),
            nameof(SleepBenchmarks.WhenAllTenDelays_ConfigureAwaitFalse),
        };
        if (cases.Metric(MetricCatalog.MeanNs, single) is not { } singleMeans
            || cases.Metric(MetricCatalog.MeanNs, nameof(SleepBenchmarks.TenSequentialDelays))
                is not [var sequentialMean]
            || cases.Metric(
                    MetricCatalog.OverIdealNs,
                    nameof(SleepBenchmarks.TenSequentialDelays),
                    nameof(SleepBenchmarks.WhenAllTenDelays_ConfigureAwaitFalse))
                is not [var sequentialOver, var whenAllOver])
        {
            return null;
        }

        var step = TimerResolutionCase.TickCountStepNs(probe) is { } stepNs
            ? $" on a {Duration(stepNs)} clock"
            : string.Empty;
        return $"On this machine a 100 ms wait costs {Duration(singleMeans.Min())} to {Duration(singleMeans.Max())}, "
            + $"and each of ten sequential Task.Delay(10) {Duration(sequentialMean / SleepPatterns.FanOut)}: a 10 ms "
            + $"delay{step}. The earlier study's 108 ms for every 100 ms case and 156 ms for its ten sequential delays "
            + "were its operating system's timer tick (Windows' default is 15.6 ms: a 10 ms delay lasts a whole tick, "
            + "ten of them about 156 ms), not async overhead. Delays in sequence pay the timer's error once per delay "
            + $"({SignedDuration(sequentialOver)} for ten here); Task.WhenAll of ten delays pays it once "
            + $"({SignedDuration(whenAllOver)}). What async itself costs is microseconds, measured without sleeping in "
            + "the groups that follow.";
    }

    public static string? ConfigureAwait(CaseLookup cases)
    {
        if (cases.Find(nameof(SleepBenchmarks.WhenAllTenDelays_CapturedContext)) is not { } captured
            || cases.Find(nameof(SleepBenchmarks.WhenAllTenDelays_ConfigureAwaitFalse)) is not { } free
            || CaseLookup.Value(captured, MetricCatalog.MeanNs) is not { } capturedMean
            || CaseLookup.Value(free, MetricCatalog.MeanNs) is not { } freeMean)
        {
            return null;
        }

        var error = Math.Max(
            CaseLookup.Value(captured, MetricCatalog.ErrorNs) ?? 0, CaseLookup.Value(free, MetricCatalog.ErrorNs) ?? 0);
        var note = "ConfigureAwait and the earlier study's WhenAll pair: with no synchronization context "
            + "(BenchmarkDotNet's thread has none) an await has nowhere to come back to, so "
            + $"WhenAllTenDelays_CapturedContext ({Duration(capturedMean)}) and WhenAllTenDelays_ConfigureAwaitFalse "
            + $"({Duration(freeMean)}) run alike: {SignedDuration(capturedMean - freeMean)} apart, against an error of "
            + $"±{Duration(error)} (in the earlier study they were even the same code).";
        if (cases.Metric(
                MetricCatalog.MeanNs,
                nameof(SleepBenchmarks.OnContext_WhenAllTenDelays_CapturedContext),
                nameof(SleepBenchmarks.Baseline_OnContext_WhenAllTenDelays_ConfigureAwaitFalse))
            is [var onContext, var offContext])
        {
            note += " On a single-thread context the captured variant sends its continuations (the ten inner awaits "
                + $"and the outer one) back to that one thread: {Duration(onContext)} against {Duration(offContext)} "
                + $"({SignedDuration(onContext - offContext)}), which 100 ms of timer hides; what "
                + "ConfigureAwait(false) saves is the context thread's time, shown without sleeps in the sync-context "
                + "group.";
        }

        return note;
    }
}

using HttpLab.Compare;
using HttpLab.Results;
using static HttpLab.Studies.Async.NoteFormat;

namespace HttpLab.Studies.Async;

/// <summary>What the groups measured without sleeping show: the costs that a 100 ms sleep hides.</summary>
internal static class CostNotes
{
    public static string? SyncContext(CaseLookup cases)
    {
        if (cases.Metric(
            MetricCatalog.MeanNs,
            nameof(SyncContextBenchmarks.TenTaskRunAwaits_CapturedContext),
            nameof(SyncContextBenchmarks.Baseline_TenTaskRunAwaits_ConfigureAwaitFalse),
            nameof(SyncContextBenchmarks.TenYields_OnContext))
            is not [var captured, var free, var yields])
        {
            return null;
        }

        var capturedCase = cases.Find(nameof(SyncContextBenchmarks.TenTaskRunAwaits_CapturedContext));
        var freeCase = cases.Find(nameof(SyncContextBenchmarks.Baseline_TenTaskRunAwaits_ConfigureAwaitFalse));
        var difference = Judge(freeCase, capturedCase) is Verdict.Slower or Verdict.Faster
            ? $"{Ratio(captured / free)}, about {Duration((captured - free) / ContextPatterns.Awaits)} more per await"
            : JudgedRatio(captured / free, freeCase, capturedCase);
        return "On a single-thread synchronization context, ten awaits of Task.Run that each come back to the context "
            + $"cost {Duration(captured)} against {Duration(free)} with ConfigureAwait(false) ({difference}): "
            + "every resumption is a post to the one thread and a wake-up of it, where ConfigureAwait(false) "
            + "leaves the context at the first await and continues on whichever pool thread finished the work. Ten "
            + $"Task.Yields that go straight back to the context's own queue cost {Duration(yields)}. A busy context "
            + "thread (a UI thread, a request context) makes each post wait longer.";
    }

    public static string? CompletedAwait(CaseLookup cases)
    {
        string[] names =
        [
            nameof(CompletedAwaitBenchmarks.Baseline_AwaitCompletedTask),
            nameof(CompletedAwaitBenchmarks.AwaitCompletedValueTask),
            nameof(CompletedAwaitBenchmarks.AwaitNewTaskFromResult),
        ];
        if (cases.Metric(MetricCatalog.MeanNs, names) is not [var task, var valueTask, var fromResult]
            || cases.Metric(MetricCatalog.AllocatedBytesPerOp, names)
                is not [var taskBytes, var valueTaskBytes, var fromResultBytes])
        {
            return null;
        }

        return $"Awaiting what has already completed: a Task that already exists costs {Duration(task)} and "
            + $"{Bytes(taskBytes)}, a ValueTask {Duration(valueTask)} and {Bytes(valueTaskBytes)}, a Task.FromResult "
            + $"made for the occasion {Duration(fromResult)} and {Bytes(fromResultBytes)}: the await is nearly free, "
            + "the task object is the cost.";
    }

    public static string? SyncVsYield(CaseLookup cases)
    {
        string[] names =
        [
            nameof(SyncVsYieldBenchmarks.Baseline_TaskMethod_CompletesSynchronously),
            nameof(SyncVsYieldBenchmarks.ValueTaskMethod_CompletesSynchronously),
            nameof(SyncVsYieldBenchmarks.TaskMethod_Yields), nameof(SyncVsYieldBenchmarks.ValueTaskMethod_Yields),
        ];
        if (cases.Metric(MetricCatalog.MeanNs, names)
            is not [var syncTask, var syncValueTask, var yieldTask, var yieldValueTask]
            || cases.Metric(MetricCatalog.AllocatedBytesPerOp, names)
                is not [var syncTaskBytes, var syncValueTaskBytes, var yieldTaskBytes, var yieldValueTaskBytes]
            || cases.Metric(MetricCatalog.CompletedWorkItemsPerOp, names) is not [_, _, var yieldTaskItems, _])
        {
            return null;
        }

        return $"An async method that completes synchronously costs {Duration(syncTask)} a call returning Task<int> "
            + $"({Bytes(syncTaskBytes)}, its result task) and {Duration(syncValueTask)} returning ValueTask<int> "
            + $"({Bytes(syncValueTaskBytes)}). One that yields costs {Duration(yieldTask)} ({Bytes(yieldTaskBytes)}, "
            + $"{Number(yieldTaskItems)} work items a call) returning Task<int> and {Duration(yieldValueTask)} "
            + $"({Bytes(yieldValueTaskBytes)}) returning ValueTask<int>: suspending, not the async keyword, is what "
            + "costs; once a method suspends, ValueTask saves nothing because its state machine goes to the heap "
            + "either way.";
    }

    public static string? Hops(CaseLookup cases)
    {
        string[] names =
        [
            nameof(HopBenchmarks.Baseline_NoHop),
            nameof(HopBenchmarks.TaskYieldHop),
            nameof(HopBenchmarks.TaskRunHop),
        ];
        if (cases.Metric(MetricCatalog.MeanNs, names) is not [var none, var yieldHop, var runHop]
            || cases.Metric(MetricCatalog.CompletedWorkItemsPerOp, names) is not [_, var yieldItems, var runItems])
        {
            return null;
        }

        return $"A hop through the thread pool: Task.Yield costs {Duration(yieldHop)} ({Number(yieldItems)} work items "
            + $"a hop) and Task.Run {Duration(runHop)} ({Number(runItems)} work items a hop), against {Duration(none)} "
            + "for an await that stays on its thread. This is the overhead the earlier study's Task.Run cases add to a "
            + "100 ms sleep: far below that timer's lateness.";
    }

    public static string? FanIn(CaseLookup cases)
    {
        string[] later =
        [
            nameof(FanInBenchmarks.Baseline_SequentialAwaits_CompletedAfterSuspend),
            nameof(FanInBenchmarks.WhenAll_CompletedAfterSuspend),
        ];
        string[] pre =
        [
            nameof(FanInBenchmarks.Baseline_SequentialAwaits_PreCompleted),
            nameof(FanInBenchmarks.WhenAll_PreCompleted),
        ];
        if (cases.Metric(MetricCatalog.MeanNs, later) is not [var sequential, var whenAll]
            || cases.Metric(MetricCatalog.AllocatedBytesPerOp, later) is not [var sequentialBytes, var whenAllBytes]
            || cases.Metric(MetricCatalog.MeanNs, pre) is not [var sequentialPre, var whenAllPre]
            || cases.Metric(MetricCatalog.AllocatedBytesPerOp, pre)
                is not [var sequentialPreBytes, var whenAllPreBytes])
        {
            return null;
        }

        return "Fan-in of ten TaskCompletionSource tasks completed after the consumer suspended (on the same thread, "
            + "continuations inline): ten sequential awaits, which suspend and resume ten times, cost "
            + $"{Duration(sequential)} ({Bytes(sequentialBytes)} with the ten sources), Task.WhenAll, which suspends "
            + $"once, {Duration(whenAll)} ({Bytes(whenAllBytes)}). Already completed: {Duration(sequentialPre)} "
            + $"({Bytes(sequentialPreBytes)}) against {Duration(whenAllPre)} ({Bytes(whenAllPreBytes)}). Either way "
            + "the machinery costs microseconds and the wait is for the slowest task: ten tasks already running take "
            + "the longest of them whether awaited in sequence or with WhenAll; the earlier study's ten sequential "
            + "delays added up because each started only after the previous one finished.";
    }

    public static string? Exceptions(CaseLookup cases)
    {
        int[] depths = [1, 5, 10];
        var cancelled = depths
            .Select(frames => CaseLookup.Value(
                cases.Find(nameof(ExceptionBenchmarks.CancelThroughFrames), "frames", frames),
                MetricCatalog.MeanNs))
            .ToArray();
        var returned = depths
            .Select(frames => CaseLookup.Value(
                cases.Find(nameof(ExceptionBenchmarks.Baseline_ReturnThroughFrames), "frames", frames),
                MetricCatalog.MeanNs))
            .ToArray();
        if (cancelled is not [{ } one, { } five, { } ten] || returned is not [{ } returnOne, _, { } returnTen])
        {
            return null;
        }

        return $"An OperationCanceledException through 1, 5 and 10 async frames costs {Duration(one)}, "
            + $"{Duration(five)} and {Duration(ten)}, about {Duration((ten - one) / 9)} for each frame more, because "
            + $"each await rethrows it; returning a value through the same 1 and 10 frames costs {Duration(returnOne)} "
            + $"and {Duration(returnTen)}. Cancelling a deep call chain is microseconds, not the milliseconds a timer "
            + "adds.";
    }
}

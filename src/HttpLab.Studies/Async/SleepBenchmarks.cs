using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace HttpLab.Studies.Async;

/// <summary>
/// The earlier async study's seven sleep cases (names mapped in each method's comment) and its WhenAll pair again under
/// a single-thread synchronization context, where ConfigureAwait(false) has something to skip. Every case waits about
/// 100 ms, so these mostly measure the OS timer: <see cref="IdealDurationAttribute"/> says what exact timers would
/// give. BenchmarkDotNet requires this class to be public and unsealed.
/// </summary>
[CategoriesColumn]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
#pragma warning disable CA1707 // Underscores separate what is awaited from how, and mark each group's baseline.
public class SleepBenchmarks
{
    private const int SleepMs = 100;
    private const int ShortDelayMs = 10;
    private SingleThreadSynchronizationContext? context;

    [GlobalSetup]
    public void Setup() => context = new SingleThreadSynchronizationContext("httplab-sleeps-context");

    [GlobalCleanup]
    public void Cleanup() => context?.Dispose();

    /// <summary>The earlier study's BaselineSleep.</summary>
    [Benchmark(Baseline = true)]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepMs, sequentialTimers: 0)]
    public void Baseline_ThreadSleep() => SleepPatterns.ThreadSleep(SleepMs);

    /// <summary>The earlier study's SleepAsync.</summary>
    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepMs, sequentialTimers: 0)]
    public Task TaskRun_ThreadSleep() => SleepPatterns.TaskRunThreadSleepAsync(SleepMs);

    /// <summary>The earlier study's NestedAwaitsSleep.</summary>
    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepMs, sequentialTimers: 1)]
    public Task TaskRun_AwaitDelay() => SleepPatterns.TaskRunAwaitDelayAsync(SleepMs);

    /// <summary>The earlier study's DefaultDontSwitchBackToCallingThread.</summary>
    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepMs, sequentialTimers: 0)]
    public Task TaskRun_ThreadSleep_ConfigureAwaitFalse() =>
        SleepPatterns.TaskRunThreadSleepConfigureAwaitFalseAsync(SleepMs);

    /// <summary>The earlier study's BrokenUpSleepTasks.</summary>
    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepPatterns.FanOut * ShortDelayMs, sequentialTimers: SleepPatterns.FanOut)]
    public Task TenSequentialDelays() => SleepPatterns.TenSequentialDelaysAsync(ShortDelayMs);

    /// <summary>
    /// The earlier study's MultipleSleepTasksWithWhenAllWithoutConfigureAwait, which there did use
    /// ConfigureAwait(false).
    /// </summary>
    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepMs, sequentialTimers: 1)]
    public Task<int> WhenAllTenDelays_CapturedContext() => SleepPatterns.WhenAllCapturedContextAsync(SleepMs);

    /// <summary>The earlier study's MultipleTasksWithWhenAllWithConfigureAwait.</summary>
    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepMs, sequentialTimers: 1)]
    public Task<int> WhenAllTenDelays_ConfigureAwaitFalse() => SleepPatterns.WhenAllConfigureAwaitFalseAsync(SleepMs);

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(AsyncGroups.SleepsOnContext)]
    [IdealDuration(SleepMs, sequentialTimers: 1)]
    public Task<int> Baseline_OnContext_WhenAllTenDelays_ConfigureAwaitFalse() =>
        context!.RunAsync(static () => SleepPatterns.WhenAllConfigureAwaitFalseAsync(SleepMs));

    [Benchmark]
    [BenchmarkCategory(AsyncGroups.SleepsOnContext)]
    [IdealDuration(SleepMs, sequentialTimers: 1)]
    public Task<int> OnContext_WhenAllTenDelays_CapturedContext() =>
        context!.RunAsync(static () => SleepPatterns.WhenAllCapturedContextAsync(SleepMs));
}
#pragma warning restore CA1707

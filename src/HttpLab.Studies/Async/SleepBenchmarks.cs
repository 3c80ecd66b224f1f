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

    /// <summary>Thread.Sleep on the caller's thread: what every other sleep is judged against.</summary>
    [Benchmark(Baseline = true)]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepMs, sequentialTimers: 0)]
    public void Baseline_ThreadSleep() => SleepPatterns.ThreadSleep(SleepMs);

    /// <summary>The same sleep on a pool thread, awaited: what Task.Run adds.</summary>
    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepMs, sequentialTimers: 0)]
    public Task TaskRun_ThreadSleep() => SleepPatterns.TaskRunThreadSleepAsync(SleepMs);

    /// <summary>Task.Delay awaited inside Task.Run: one timer instead of a blocked thread.</summary>
    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepMs, sequentialTimers: 1)]
    public Task TaskRun_AwaitDelay() => SleepPatterns.TaskRunAwaitDelayAsync(SleepMs);

    /// <summary>The pool thread's sleep awaited without returning to the caller's context.</summary>
    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepMs, sequentialTimers: 0)]
    public Task TaskRun_ThreadSleep_ConfigureAwaitFalse() =>
        SleepPatterns.TaskRunThreadSleepConfigureAwaitFalseAsync(SleepMs);

    /// <summary>Ten short delays in sequence: ten timers' granularity, added up.</summary>
    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepPatterns.FanOut * ShortDelayMs, sequentialTimers: SleepPatterns.FanOut)]
    public Task TenSequentialDelays() => SleepPatterns.TenSequentialDelaysAsync(ShortDelayMs);

    /// <summary>
    /// Ten delays at once, awaited with WhenAll on the caller's context: the pair below differs only in that
    /// (docs/earlier-studies.md: an earlier study's pair was the same code).
    /// </summary>
    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Sleeps)]
    [IdealDuration(SleepMs, sequentialTimers: 1)]
    public Task<int> WhenAllTenDelays_CapturedContext() => SleepPatterns.WhenAllCapturedContextAsync(SleepMs);

    /// <summary>Ten delays at once, awaited with WhenAll and ConfigureAwait(false).</summary>
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

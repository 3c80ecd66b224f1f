using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace HttpLab.Studies.Async;

/// <summary>
/// Ten short awaits started on a single-thread synchronization context: what coming back to the context after every
/// await costs, against leaving it with ConfigureAwait(false). Each invocation also pays one post to start on the
/// context and one wake-up of BenchmarkDotNet's thread at the end, the same for every case.
/// BenchmarkDotNet requires this class to be public and unsealed.
/// </summary>
[CategoriesColumn]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
#pragma warning disable CA1707 // Underscores separate what is awaited from how, and mark the baseline.
public class SyncContextBenchmarks
{
    private SingleThreadSynchronizationContext? context;

    [GlobalSetup]
    public void Setup() => context = new SingleThreadSynchronizationContext("httplab-sync-context");

    [GlobalCleanup]
    public void Cleanup() => context?.Dispose();

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(AsyncGroups.SyncContext)]
    public Task<int> Baseline_TenTaskRunAwaits_ConfigureAwaitFalse() =>
        context!.RunAsync(ContextPatterns.TenTaskRunAwaitsConfigureAwaitFalseAsync);

    [Benchmark]
    [BenchmarkCategory(AsyncGroups.SyncContext)]
    public Task<int> TenTaskRunAwaits_CapturedContext() =>
        context!.RunAsync(ContextPatterns.TenTaskRunAwaitsCapturedContextAsync);

    [Benchmark]
    [BenchmarkCategory(AsyncGroups.SyncContext)]
    public Task<int> TenYields_OnContext() => context!.RunAsync(ContextPatterns.TenYieldsAsync);
}
#pragma warning restore CA1707

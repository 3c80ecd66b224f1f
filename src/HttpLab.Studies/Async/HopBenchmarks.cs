using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace HttpLab.Studies.Async;

/// <summary>
/// Leaving the current thread: no hop (awaiting a completed task), a Task.Yield hop (the continuation is queued to
/// the pool) and a Task.Run hop (a work item runs, then the continuation follows it). As in
/// <see cref="SyncVsYieldBenchmarks"/>, each invocation makes <see cref="Hops"/> hops in a loop so that the steady
/// state on the pool is measured, not the wake-up of BenchmarkDotNet's blocked thread. BenchmarkDotNet requires this
/// class to be public and unsealed.
/// </summary>
[CategoriesColumn]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
#pragma warning disable CA1707 // Underscores mark the baseline.
public class HopBenchmarks
{
    public const int Hops = 32;

    private static readonly Func<int> Work = static () => 1;
    private readonly Task<int> completed = Task.FromResult(1);

    [Benchmark(Baseline = true, OperationsPerInvoke = Hops)]
    [BenchmarkCategory(AsyncGroups.Hops)]
    public async ValueTask<int> Baseline_NoHop()
    {
        var sum = 0;
        for (var hop = 0; hop < Hops; hop++)
        {
            sum += await completed.ConfigureAwait(false);
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Hops)]
    [BenchmarkCategory(AsyncGroups.Hops)]
    public async ValueTask<int> TaskYieldHop()
    {
        var sum = 0;
        for (var hop = 0; hop < Hops; hop++)
        {
            await Task.Yield();
            sum += Work();
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Hops)]
    [BenchmarkCategory(AsyncGroups.Hops)]
    public async ValueTask<int> TaskRunHop()
    {
        var sum = 0;
        for (var hop = 0; hop < Hops; hop++)
        {
            sum += await Task.Run(Work).ConfigureAwait(false);
        }

        return sum;
    }
}
#pragma warning restore CA1707

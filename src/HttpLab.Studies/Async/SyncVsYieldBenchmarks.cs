using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace HttpLab.Studies.Async;

/// <summary>
/// An async method that completes synchronously against one that yields, returning Task or ValueTask. Each invocation
/// awaits <see cref="Calls"/> calls in a loop (results summed and returned): after its first yield the loop runs on
/// the pool, so a yield is measured as a pool hop rather than as waking BenchmarkDotNet's blocked thread, which happens
/// once per invocation and is spread over the calls. The loop's own frame is an async ValueTask, which allocates once
/// per invocation only if it suspends. BenchmarkDotNet requires this class to be public and unsealed.
/// </summary>
[CategoriesColumn]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
#pragma warning disable CA1707 // Underscores separate the return type from the behaviour, and mark the baseline.
public class SyncVsYieldBenchmarks
{
    public const int Calls = 32;

    // Above the runtime's cached Task<int> results (-1 to 9), so a Task-returning method really allocates its task.
    private const int Value = 1000;
    private readonly Task<int> completed = Task.FromResult(Value);
    private int value = Value;

    [Benchmark(Baseline = true, OperationsPerInvoke = Calls)]
    [BenchmarkCategory(AsyncGroups.SyncVsYield)]
    public async ValueTask<int> Baseline_TaskMethod_CompletesSynchronously()
    {
        var sum = 0;
        for (var call = 0; call < Calls; call++)
        {
            sum += await CompletesSynchronouslyTaskAsync().ConfigureAwait(false);
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(AsyncGroups.SyncVsYield)]
    public async ValueTask<int> ValueTaskMethod_CompletesSynchronously()
    {
        var sum = 0;
        for (var call = 0; call < Calls; call++)
        {
            sum += await CompletesSynchronouslyValueTaskAsync().ConfigureAwait(false);
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(AsyncGroups.SyncVsYield)]
    public async ValueTask<int> TaskMethod_Yields()
    {
        var sum = 0;
        for (var call = 0; call < Calls; call++)
        {
            sum += await YieldsTaskAsync().ConfigureAwait(false);
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(AsyncGroups.SyncVsYield)]
    public async ValueTask<int> ValueTaskMethod_Yields()
    {
        var sum = 0;
        for (var call = 0; call < Calls; call++)
        {
            sum += await YieldsValueTaskAsync().ConfigureAwait(false);
        }

        return sum;
    }

    private async Task<int> CompletesSynchronouslyTaskAsync() => await completed.ConfigureAwait(false);

    private async ValueTask<int> CompletesSynchronouslyValueTaskAsync() => await completed.ConfigureAwait(false);

    private async Task<int> YieldsTaskAsync()
    {
        await Task.Yield();
        return value;
    }

    private async ValueTask<int> YieldsValueTaskAsync()
    {
        await Task.Yield();
        return value;
    }
}
#pragma warning restore CA1707

using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace HttpLab.Studies.Async;

/// <summary>
/// Awaiting something that has already completed: a Task that exists already, a ValueTask, and a Task made for the
/// occasion. Each benchmark is itself an async ValueTask method, so its own completion allocates nothing and the bytes
/// reported are the awaited thing's. The value is a field above the runtime's small cached results (-1 to 9), so a
/// Task made for it is really allocated. BenchmarkDotNet requires this class to be public and unsealed.
/// </summary>
[CategoriesColumn]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
#pragma warning disable CA1707 // Underscores mark the baseline.
public class CompletedAwaitBenchmarks
{
    private const int Value = 1000;
    private readonly Task<int> completedTask = Task.FromResult(Value);

    // A mutable field, so the JIT cannot fold the awaited value into a constant.
    private int value = Value;

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(AsyncGroups.CompletedAwait)]
    public async ValueTask<int> Baseline_AwaitCompletedTask() => await completedTask.ConfigureAwait(false);

    [Benchmark]
    [BenchmarkCategory(AsyncGroups.CompletedAwait)]
    public async ValueTask<int> AwaitCompletedValueTask() => await new ValueTask<int>(value).ConfigureAwait(false);

    [Benchmark]
    [BenchmarkCategory(AsyncGroups.CompletedAwait)]
    public async ValueTask<int> AwaitNewTaskFromResult() => await Task.FromResult(value).ConfigureAwait(false);
}
#pragma warning restore CA1707

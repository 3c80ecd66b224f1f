using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace HttpLab.Studies.Async;

/// <summary>
/// Ten tasks from TaskCompletionSources, awaited one after another or with Task.WhenAll, in two explicit situations.
/// Pre-completed ("fan-in-precompleted"): the sources were completed before the benchmark ran, so nothing suspends.
/// Completed after suspending ("fan-in"): every invocation makes ten new sources, starts the consumer (which suspends
/// on the first task) and only then completes them in order on the same thread. The sources run continuations
/// synchronously, so each resumption runs inline inside SetResult: no pool, no other thread, and the same work every
/// time. The sequential consumer suspends and resumes ten times; WhenAll's suspends once. Both consumers sum the ten
/// results, and both kinds of invocation allocate the same ten sources. BenchmarkDotNet requires this class to be
/// public and unsealed.
/// </summary>
[CategoriesColumn]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
// Underscores separate how the tasks are awaited from when they complete, and mark the baselines.
#pragma warning disable CA1707
public class FanInBenchmarks
{
    private const int Tasks = 10;
    private const int FirstValue = 1000;
    private Task<int>[] preCompleted = [];

    [GlobalSetup]
    public void Setup()
    {
        preCompleted = new Task<int>[Tasks];
        for (var index = 0; index < Tasks; index++)
        {
            var source = new TaskCompletionSource<int>();
            source.SetResult(FirstValue + index);
            preCompleted[index] = source.Task;
        }
    }

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(AsyncGroups.FanInPreCompleted)]
    public ValueTask<int> Baseline_SequentialAwaits_PreCompleted() => SequentialAsync(preCompleted);

    [Benchmark]
    [BenchmarkCategory(AsyncGroups.FanInPreCompleted)]
    public ValueTask<int> WhenAll_PreCompleted() => WhenAllAsync(preCompleted);

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(AsyncGroups.FanIn)]
    public int Baseline_SequentialAwaits_CompletedAfterSuspend() => CompleteAfterSuspending(SequentialAsync);

    [Benchmark]
    [BenchmarkCategory(AsyncGroups.FanIn)]
    public int WhenAll_CompletedAfterSuspend() => CompleteAfterSuspending(WhenAllAsync);

    internal static int CompleteAfterSuspending(Func<Task<int>[], ValueTask<int>> consume)
    {
        var sources = new TaskCompletionSource<int>[Tasks];
        var tasks = new Task<int>[Tasks];
        for (var index = 0; index < Tasks; index++)
        {
            sources[index] = new TaskCompletionSource<int>();
            tasks[index] = sources[index].Task;
        }

        var consumer = consume(tasks);
        if (consumer.IsCompleted)
        {
            throw new InvalidOperationException("The consumer completed before any task did: it did not wait for "
                + "them.");
        }

        for (var index = 0; index < Tasks; index++)
        {
            sources[index].SetResult(FirstValue + index);
        }

        // Every continuation ran inline inside SetResult, so the consumer has finished; anything else is a broken
        // benchmark.
        return consumer.IsCompletedSuccessfully
            ? consumer.Result
            : throw new InvalidOperationException("The consumer did not finish inside the last SetResult.");
    }

    internal static async ValueTask<int> SequentialAsync(Task<int>[] tasks)
    {
        var sum = 0;
        foreach (var task in tasks)
        {
            sum += await task.ConfigureAwait(false);
        }

        return sum;
    }

    internal static async ValueTask<int> WhenAllAsync(Task<int>[] tasks)
    {
        var sum = 0;
        foreach (var result in await Task.WhenAll(tasks).ConfigureAwait(false))
        {
            sum += result;
        }

        return sum;
    }
}
#pragma warning restore CA1707

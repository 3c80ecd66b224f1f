using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace HttpLab.Studies.Async;

/// <summary>
/// An OperationCanceledException thrown by the innermost of <see cref="Frames"/> async methods and caught above the
/// outermost, against the same chain returning a value. The chain completes synchronously, so only the exception is
/// measured, not hops: the innermost frame throws, and each await above it throws again (an awaited cancelled task
/// rethrows the original exception), Frames + 1 throws in all. Both cases run the same chain with a token from a field;
/// only whether it is cancelled differs. BenchmarkDotNet requires this class to be public and unsealed.
/// </summary>
[CategoriesColumn]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
#pragma warning disable CA1707 // Underscores mark the baseline.
public class ExceptionBenchmarks
{
    // Above the runtime's cached Task<int> results, so a frame that returns normally allocates its task as real code
    // does.
    private const int Value = 1000;
    private readonly CancellationToken cancelled = new(canceled: true);
    private readonly CancellationToken live = CancellationToken.None;
    private int value = Value;

    [Params(1, 5, 10)]
    public int Frames { get; set; }

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(AsyncGroups.Exceptions)]
    public ValueTask<int> Baseline_ReturnThroughFrames() => CatchAsync(live);

    [Benchmark]
    [BenchmarkCategory(AsyncGroups.Exceptions)]
    public ValueTask<int> CancelThroughFrames() => CatchAsync(cancelled);

    private async ValueTask<int> CatchAsync(CancellationToken token)
    {
        try
        {
            return await ChainAsync(Frames, token).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            return -1;
        }
    }

    private async Task<int> ChainAsync(int frames, CancellationToken token)
    {
        if (frames == 1)
        {
            token.ThrowIfCancellationRequested();
            return value;
        }

        return await ChainAsync(frames - 1, token).ConfigureAwait(false);
    }
}
#pragma warning restore CA1707

using HttpLab.Studies.Async;

namespace HttpLab.Studies.Tests.Async;

/// <summary>Each benchmark, called once directly, does the work it claims and returns what it computed.</summary>
public sealed class BenchmarkMethodTests
{
    private const int TenResults = 10 * 1000 + 45;

    [Fact]
    public async Task CompletedAwait_EveryCase_ReturnsTheValue()
    {
        var benchmarks = new CompletedAwaitBenchmarks();

        Assert.Equal(1000, await benchmarks.Baseline_AwaitCompletedTask());
        Assert.Equal(1000, await benchmarks.AwaitCompletedValueTask());
        Assert.Equal(1000, await benchmarks.AwaitNewTaskFromResult());
    }

    [Fact]
    public async Task SyncVsYield_EveryCase_SumsEveryCall()
    {
        var benchmarks = new SyncVsYieldBenchmarks();

        Assert.Equal(SyncVsYieldBenchmarks.Calls * 1000, await benchmarks.Baseline_TaskMethod_CompletesSynchronously());
        Assert.Equal(SyncVsYieldBenchmarks.Calls * 1000, await benchmarks.ValueTaskMethod_CompletesSynchronously());
        Assert.Equal(SyncVsYieldBenchmarks.Calls * 1000, await benchmarks.TaskMethod_Yields());
        Assert.Equal(SyncVsYieldBenchmarks.Calls * 1000, await benchmarks.ValueTaskMethod_Yields());
    }

    [Fact]
    public async Task Hops_EveryCase_SumsEveryHop()
    {
        var benchmarks = new HopBenchmarks();

        Assert.Equal(HopBenchmarks.Hops, await benchmarks.Baseline_NoHop());
        Assert.Equal(HopBenchmarks.Hops, await benchmarks.TaskYieldHop());
        Assert.Equal(HopBenchmarks.Hops, await benchmarks.TaskRunHop());
    }

    [Fact]
    public async Task FanIn_EveryCase_SumsTheTenResults()
    {
        var benchmarks = new FanInBenchmarks();
        benchmarks.Setup();

        Assert.Equal(TenResults, await benchmarks.Baseline_SequentialAwaits_PreCompleted());
        Assert.Equal(TenResults, await benchmarks.WhenAll_PreCompleted());

        // On a thread without a synchronization context, as BenchmarkDotNet's is: under xunit's own context the runtime
        // would not inline the continuations inside SetResult, and the benchmark refuses to run that way.
        Assert.Equal(TenResults, await Task.Run(benchmarks.Baseline_SequentialAwaits_CompletedAfterSuspend));
        Assert.Equal(TenResults, await Task.Run(benchmarks.WhenAll_CompletedAfterSuspend));
    }

    [Fact]
    public void FanIn_ConsumerThatDoesNotWait_Refused() =>
        Assert.Throws<InvalidOperationException>(
            () => FanInBenchmarks.CompleteAfterSuspending(_ => new ValueTask<int>(0)));

    [Theory]
    [InlineData(1)]
    [InlineData(5)]
    [InlineData(10)]
    public async Task Exceptions_AnyDepth_CancelledChainCaughtAndLiveChainReturns(int frames)
    {
        var benchmarks = new ExceptionBenchmarks { Frames = frames };

        Assert.Equal(1000, await benchmarks.Baseline_ReturnThroughFrames());
        Assert.Equal(-1, await benchmarks.CancelThroughFrames());
    }
}

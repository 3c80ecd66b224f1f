using HttpLab.Studies.Async;

namespace HttpLab.Studies.Tests.Async;

public sealed class PatternTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(10);

    private readonly SingleThreadSynchronizationContext context = new("httplab-test-context");

    public void Dispose() => context.Dispose();

    [Fact]
    public async Task WhenAllCapturedContext_UnderContext_EveryInnerAwaitComesBackToIt()
    {
        var postsBefore = context.Posts;

        var sum = await context.RunAsync(() => SleepPatterns.WhenAllCapturedContextAsync(5)).WaitAsync(Patience);

        Assert.Equal(SleepPatterns.FanOut * 5, sum);

        // One post starts it; each of the ten inner awaits posts its continuation back. The outer await runs inline
        // when the last inner task completes on the context's own thread, so it may not need a post of its own.
        Assert.InRange(context.Posts - postsBefore, 1 + SleepPatterns.FanOut, 2 + SleepPatterns.FanOut);
    }

    [Fact]
    public async Task WhenAllConfigureAwaitFalse_UnderContext_NeverComesBackToIt()
    {
        var postsBefore = context.Posts;

        var sum = await context.RunAsync(() => SleepPatterns.WhenAllConfigureAwaitFalseAsync(5)).WaitAsync(Patience);

        Assert.Equal(SleepPatterns.FanOut * 5, sum);
        Assert.Equal(1, context.Posts - postsBefore);
    }

    [Fact]
    public async Task WhenAllPair_WithoutContext_SameResult()
    {
        var (free, captured, hadContext) = await Task.Run(async () =>
        {
            var hadContext = SynchronizationContext.Current is not null;
            return (
                await SleepPatterns.WhenAllConfigureAwaitFalseAsync(1),
                await SleepPatterns.WhenAllCapturedContextAsync(1),
                hadContext);
        });

        Assert.False(hadContext);
        Assert.Equal(free, captured);
    }

    [Fact]
    public async Task TenTaskRunAwaits_UnderContext_OnlyTheCapturedVariantComesBack()
    {
        var postsBefore = context.Posts;
        Assert.Equal(
            ContextPatterns.Awaits,
            await context.RunAsync(ContextPatterns.TenTaskRunAwaitsConfigureAwaitFalseAsync).WaitAsync(Patience));
        var freePosts = context.Posts - postsBefore;

        postsBefore = context.Posts;
        Assert.Equal(
            ContextPatterns.Awaits,
            await context.RunAsync(ContextPatterns.TenTaskRunAwaitsCapturedContextAsync).WaitAsync(Patience));
        var capturedPosts = context.Posts - postsBefore;

        Assert.Equal(1, freePosts);

        // A Task.Run that finishes before its await looks does not suspend, so fewer than ten may come back; never
        // none.
        Assert.InRange(capturedPosts, 2, 1 + ContextPatterns.Awaits);
    }

    [Fact]
    public async Task TenYields_UnderContext_EveryYieldPostsToIt()
    {
        var postsBefore = context.Posts;

        Assert.Equal(
            ContextPatterns.Awaits, await context.RunAsync(ContextPatterns.TenYieldsAsync).WaitAsync(Patience));

        Assert.Equal(1 + ContextPatterns.Awaits, context.Posts - postsBefore);
    }
}

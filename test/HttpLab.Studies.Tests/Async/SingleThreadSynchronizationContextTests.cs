using HttpLab.Studies.Async;

namespace HttpLab.Studies.Tests.Async;

public sealed class SingleThreadSynchronizationContextTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(10);

    private readonly SingleThreadSynchronizationContext context = new("httplab-test-context");

    public void Dispose() => context.Dispose();

    [Fact]
    public async Task Post_FromAnotherThread_RunsOnTheContextThread()
    {
        var ranOn = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);

        context.Post(_ => ranOn.SetResult(Environment.CurrentManagedThreadId), null);

        Assert.Equal(context.ManagedThreadId, await ranOn.Task.WaitAsync(Patience));
        Assert.NotEqual(Environment.CurrentManagedThreadId, context.ManagedThreadId);
    }

    [Fact]
    public void Send_FromAnotherThread_RunsOnTheContextThreadAndWaits()
    {
        var ranOn = 0;

        context.Send(_ => ranOn = Environment.CurrentManagedThreadId, null);

        Assert.Equal(context.ManagedThreadId, ranOn);
    }

    [Fact]
    public async Task RunAsync_AwaitWithoutConfigureAwait_ResumesOnTheContextThread()
    {
        var postsBefore = context.Posts;

        var (startedOn, resumedOn, current) = await context.RunAsync(async () =>
        {
            var started = Environment.CurrentManagedThreadId;
            await Task.Delay(10);
            return (started, Environment.CurrentManagedThreadId, SynchronizationContext.Current);
        }).WaitAsync(Patience);

        Assert.Equal(context.ManagedThreadId, startedOn);
        Assert.Equal(context.ManagedThreadId, resumedOn);
        Assert.Same(context, current);
        Assert.Equal(2, context.Posts - postsBefore);
    }

    [Fact]
    public async Task RunAsync_AwaitWithConfigureAwaitFalse_LeavesTheContext()
    {
        var postsBefore = context.Posts;

        var (startedOn, resumedOn, current) = await context.RunAsync(async () =>
        {
            var started = Environment.CurrentManagedThreadId;
            await Task.Delay(10).ConfigureAwait(false);
            return (started, Environment.CurrentManagedThreadId, SynchronizationContext.Current);
        }).WaitAsync(Patience);

        Assert.Equal(context.ManagedThreadId, startedOn);
        Assert.NotEqual(context.ManagedThreadId, resumedOn);
        Assert.Null(current);
        Assert.Equal(1, context.Posts - postsBefore);
    }

    [Fact]
    public async Task RunAsync_FunctionThrowsSynchronously_FaultsTheTask()
    {
        var task = context.RunAsync<int>(() => throw new InvalidOperationException("boom"));

        var exception = await Assert.ThrowsAsync<InvalidOperationException>(() => task.WaitAsync(Patience));
        Assert.Equal("boom", exception.Message);
    }
}

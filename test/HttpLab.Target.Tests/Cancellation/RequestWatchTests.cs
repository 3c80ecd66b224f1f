using HttpLab.Contracts.Cancellation;
using HttpLab.Target.Cancellation;
using HttpLab.Target.Tests.Infrastructure;

namespace HttpLab.Target.Tests.Cancellation;

public sealed class RequestWatchTests : IDisposable
{
    private readonly ManualTimeProvider _time = new();
    private readonly CancellationTokenSource _requestAborted = new();
    private readonly TrackedRequest _request;

    public RequestWatchTests() => _request = new TrackedRequest("r1", CancellationRoutes.TricklePath, 100, _time);

    public void Dispose() => _requestAborted.Dispose();

    [Fact]
    public void Dispose_AfterCompleted_RecordIsCompletedAndFinal()
    {
        var watch = new RequestWatch(_request, _requestAborted.Token);
        watch.Sent(60);
        watch.Sent(40);
        watch.Completed();
        _time.Timestamp = 1_500;

        watch.Dispose();

        var record = _request.Snapshot();
        Assert.True(record.Completed);
        Assert.True(record.Finished);
        Assert.False(record.Aborted);
        Assert.Equal(100, record.BytesSent);
        Assert.Equal(1_000, record.StartedTimestamp);
        Assert.Equal(1_500, record.FinishedTimestamp);
        Assert.Equal(1_000, record.StopwatchFrequency);
        Assert.True(_request.Finished.IsCompleted);
    }

    [Fact]
    public void RequestAborted_WhileRunning_StampsAbortThenCancelsStopping()
    {
        using var watch = new RequestWatch(_request, _requestAborted.Token);
        watch.Sent(30);
        AbortRecord? seenByHandler = null;
        watch.Stopping.Register(() => seenByHandler = _request.Snapshot());
        _time.Timestamp = 1_200;

        _requestAborted.Cancel();

        Assert.True(watch.Stopping.IsCancellationRequested);
        Assert.NotNull(seenByHandler);
        Assert.Equal(1_200, seenByHandler.AbortedTimestamp);
        Assert.Equal(_time.UtcNow, seenByHandler.AbortedUtc);
        Assert.Equal(30, seenByHandler.BytesSentAtAbort);
        Assert.False(seenByHandler.Finished);
    }

    [Fact]
    public void Sent_AfterAbort_NotCounted()
    {
        var watch = new RequestWatch(_request, _requestAborted.Token);
        watch.Sent(30);
        _requestAborted.Cancel();

        watch.Sent(30);
        watch.Completed();
        watch.Dispose();

        var record = _request.Snapshot();
        Assert.Equal(30, record.BytesSent);
        Assert.True(record.Aborted);
        Assert.False(record.Completed);
        Assert.True(record.Finished);
    }

    [Fact]
    public void Constructor_RequestAlreadyAborted_RecordsAbortAtOnce()
    {
        _requestAborted.Cancel();

        using var watch = new RequestWatch(_request, _requestAborted.Token);

        Assert.True(watch.Stopping.IsCancellationRequested);
        Assert.Equal(0, _request.Snapshot().BytesSentAtAbort);
    }

    [Fact]
    public void RequestAborted_AfterDispose_Ignored()
    {
        var watch = new RequestWatch(_request, _requestAborted.Token);
        watch.Completed();
        watch.Dispose();

        _requestAborted.Cancel();

        var record = _request.Snapshot();
        Assert.False(record.Aborted);
        Assert.True(record.Completed);
    }

    [Fact]
    public void RequestAborted_Untracked_CancelsStopping()
    {
        using var watch = new RequestWatch(request: null, _requestAborted.Token);
        watch.Sent(10);

        _requestAborted.Cancel();

        Assert.True(watch.Stopping.IsCancellationRequested);
        Assert.Null(watch.RequestId);
    }
}

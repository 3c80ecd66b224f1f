using HttpLab.Contracts.Cancellation;
using HttpLab.Target.Cancellation;
using HttpLab.Target.Tests.Infrastructure;

namespace HttpLab.Target.Tests.Cancellation;

public sealed class TrackedRequestTests
{
    private readonly ManualTimeProvider _time = new();

    [Fact]
    public async Task WaitFinishedAsync_NeverFinished_ReturnsRecordAsItStandsAfterTimeout()
    {
        var request = new TrackedRequest("r1", CancellationRoutes.DelayPath, 2, _time);

        var record = await request.WaitFinishedAsync(TimeSpan.FromMilliseconds(50), CancellationToken.None);

        Assert.False(record.Finished);
        Assert.Null(record.FinishedTimestamp);
        Assert.Null(record.FinishedUtc);
    }

    [Fact]
    public async Task WaitFinishedAsync_FinishedWhileWaiting_ReturnsFinalRecord()
    {
        var request = new TrackedRequest("r1", CancellationRoutes.DelayPath, 2, _time);
        var waiting = request.WaitFinishedAsync(TimeSpan.FromSeconds(30), CancellationToken.None);
        Assert.False(waiting.IsCompleted);

        request.MarkAborted();
        request.Finish();
        var record = await waiting;

        Assert.True(record.Finished);
        Assert.True(record.Aborted);
    }

    [Fact]
    public async Task WaitFinishedAsync_PollerCancelled_ReturnsRecordAsItStands()
    {
        var request = new TrackedRequest("r1", CancellationRoutes.DelayPath, 2, _time);
        using var cancellation = new CancellationTokenSource(TimeSpan.FromMilliseconds(50));

        var record = await request.WaitFinishedAsync(TimeSpan.FromSeconds(30), cancellation.Token);

        Assert.False(record.Finished);
    }

    [Fact]
    public void MarkAborted_Twice_KeepsFirst()
    {
        var request = new TrackedRequest("r1", CancellationRoutes.TricklePath, 10, _time);
        _time.Timestamp = 2_000;
        request.MarkAborted();
        request.AddBytesSent(5);
        _time.Timestamp = 3_000;

        request.MarkAborted();

        var record = request.Snapshot();
        Assert.Equal(2_000, record.AbortedTimestamp);
        Assert.Equal(0, record.BytesSentAtAbort);
        Assert.Equal(5, record.BytesSent);
    }
}

using System.Diagnostics;
using HttpLab.Studies.Cancellation;

namespace HttpLab.Studies.Tests.Cancellation;

public sealed class DeadlineCancellerTests
{
    [Fact]
    public async Task Dispose_DeadlineStillAhead_ReturnsWithoutCancellingOrWaitingForIt()
    {
        var canceller = new DeadlineCanceller();
        using var source = new CancellationTokenSource();
        var clock = new IterationClock(60 * Stopwatch.Frequency);
        canceller.Schedule(source, clock);

        // Far below the 60 s deadline it used to wait out; only that wait reaches it.
        await Task.Run(canceller.Dispose).WaitAsync(TimeSpan.FromSeconds(30));

        Assert.False(source.IsCancellationRequested);
        Assert.Equal(0, clock.Fired);
    }
}

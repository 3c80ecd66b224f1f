using HttpLab.Load.Execution;
using HttpLab.Load.Scheduling;

namespace HttpLab.Load.Tests.Scheduling;

public sealed class PreciseWaitTests
{
    private readonly RunClock clock = new(TimeProvider.System, TimeSpan.Zero, TimeSpan.FromMinutes(1));

    [Theory]
    [InlineData(0.0005)]
    [InlineData(0.0025)]
    [InlineData(0.030)]
    public void Until_NeverReturnsBeforeTheDeadline(double seconds)
    {
        using var stop = new ManualResetEventSlim();
        var wait = new PreciseWait(clock);

        for (var attempt = 0; attempt < 5; attempt++)
        {
            var deadline = clock.Now + clock.ToTicks(seconds);
            wait.Until(deadline, stop);
            Assert.True(clock.Now >= deadline, $"returned {clock.ToSeconds(deadline - clock.Now) * 1e6:0} μs early");
        }
    }

    [Fact]
    public async Task Until_ReturnsWhenStoppedLongBeforeTheDeadline()
    {
        using var stop = new ManualResetEventSlim();
        var wait = new PreciseWait(clock);
        var deadline = clock.Now + clock.ToTicks(60);

        var waiting = Task.Factory.StartNew(
            () => wait.Until(deadline, stop),
            CancellationToken.None,
            TaskCreationOptions.LongRunning,
            TaskScheduler.Default);
        await Task.Delay(TimeSpan.FromMilliseconds(100));
        stop.Set();

        // Bounded far below the minute it was asked to wait, and far above any scheduling delay.
        await waiting.WaitAsync(TimeSpan.FromSeconds(20));
        Assert.True(clock.Now < deadline);
    }

    [Fact]
    public void Until_ReturnsAtOnceWhenAlreadyStopped()
    {
        using var stop = new ManualResetEventSlim(initialState: true);
        var deadline = clock.Now + clock.ToTicks(60);

        new PreciseWait(clock).Until(deadline, stop);

        Assert.True(clock.Now < deadline);
    }
}

using HttpLab.Load.Execution;
using HttpLab.Load.Scheduling;

namespace HttpLab.Load.Tests.Scheduling;

[RunsApart]
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
    public void Learn_SteadyOvershoot_LeadSettlesOnIt()
    {
        var wait = new PreciseWait(clock);
        var overshoot = clock.ToTicks(30e-6);

        for (var sleep = 0; sleep < 1_000; sleep++)
        {
            wait.Learn(overshoot);
        }

        Assert.InRange(clock.ToSeconds(wait.LeadTicks) * 1e6, 29, 31);
    }

    [Fact]
    public void Learn_OvershootsAroundAMedian_LeadSettlesBetweenThemAndOnePreemptionMovesItOneStep()
    {
        var wait = new PreciseWait(clock);
        for (var sleep = 0; sleep < 1_000; sleep++)
        {
            // Three of four sleeps overshoot by 4 μs, one by 40 μs: the median is 4 μs, the mean 13.
            wait.Learn(clock.ToTicks((sleep % 4 == 0 ? 40 : 4) * 1e-6));
        }

        var settled = clock.ToSeconds(wait.LeadTicks) * 1e6;
        wait.Learn(clock.ToTicks(0.010));

        Assert.InRange(settled, 3.5, 4.5);
        Assert.InRange(clock.ToSeconds(wait.LeadTicks) * 1e6 - settled, 0, 0.5);
    }

    [Fact]
    public void Learn_LongPreemptionsAndEarlyWakes_LeadStaysWithinItsBounds()
    {
        var wait = new PreciseWait(clock);

        for (var sleep = 0; sleep < 2_000; sleep++)
        {
            wait.Learn(clock.ToTicks(0.010));
        }

        var highest = clock.ToSeconds(wait.LeadTicks) * 1e6;
        for (var sleep = 0; sleep < 2_000; sleep++)
        {
            wait.Learn(0);
        }

        Assert.Equal(100, highest, 0.5);
        Assert.Equal(0, wait.LeadTicks);
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

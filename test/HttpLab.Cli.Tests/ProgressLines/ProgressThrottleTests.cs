using HttpLab.Cli.ProgressLines;

namespace HttpLab.Cli.Tests.ProgressLines;

public sealed class ProgressThrottleTests
{
    private static readonly TimeSpan Interval = TimeSpan.FromSeconds(5);

    [Fact]
    public void TryTake_First_Due()
    {
        Assert.True(new ProgressThrottle(new ManualClock(), Interval).TryTake());
    }

    [Fact]
    public void TryTake_WithinTheInterval_NotDueHoweverOftenAsked()
    {
        var clock = new ManualClock();
        var throttle = new ProgressThrottle(clock, Interval);
        throttle.TryTake();

        var taken = 0;
        for (var step = 0; step < 2_200; step++)
        {
            clock.Advance(TimeSpan.FromMilliseconds(2));
            taken += throttle.TryTake() ? 1 : 0;
        }

        Assert.Equal(0, taken);
    }

    [Fact]
    public void TryTake_OnceTheIntervalPassed_DueAgainOnceThenCountsFromThere()
    {
        var clock = new ManualClock();
        var throttle = new ProgressThrottle(clock, Interval);
        throttle.TryTake();
        clock.Advance(TimeSpan.FromSeconds(7));

        Assert.True(throttle.TryTake());
        Assert.False(throttle.TryTake());
        clock.Advance(TimeSpan.FromSeconds(4.999));
        Assert.False(throttle.TryTake());
        clock.Advance(TimeSpan.FromMilliseconds(1));
        Assert.True(throttle.TryTake());
    }

    [Fact]
    public void TryTake_ZeroInterval_AlwaysDue()
    {
        var throttle = new ProgressThrottle(new ManualClock(), TimeSpan.Zero);

        Assert.All(Enumerable.Range(0, 5), _ => Assert.True(throttle.TryTake()));
    }
}

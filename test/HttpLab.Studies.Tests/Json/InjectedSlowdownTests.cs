using HttpLab.Studies.Json;

namespace HttpLab.Studies.Tests.Json;

/// <summary>
/// The bench hook's slowdown on scripted timestamps: an invocation's spin stretches its work and the loop's gap before
/// it alike, so the pattern's time from one invocation's start to the next is the factor times what it was.
/// </summary>
public sealed class InjectedSlowdownTests
{
    [Fact]
    public void StretchUntil_FirstInvocation_StretchesTheWorkAlone()
    {
        var slowdown = new InjectedSlowdown("GetStringAsync", 1.25);

        Assert.Equal(1_000 + 300 + 75, slowdown.StretchUntil(started: 1_000, workEnded: 1_300));
    }

    [Fact]
    public void StretchUntil_LaterInvocation_TheLoopsGapStretchedTooSoStartToStartIsTheFactorTimesTheUnslowedPeriod()
    {
        var slowdown = new InjectedSlowdown("GetStringAsync", 1.25);
        slowdown.Ended(slowdown.StretchUntil(started: 1_000, workEnded: 1_300));

        // 100 ticks of the loop's own between the first spin's end (1,375) and the next start; 300 of work again.
        var until = slowdown.StretchUntil(started: 1_475, workEnded: 1_775);
        slowdown.Ended(until);

        Assert.Equal(1_875, until);
        Assert.Equal(1.25 * (300 + 100), until + 100 - 1_475);
    }

    [Fact]
    public void StretchUntil_AfterAPauseBetweenIterations_KeepsTheLoopsLastGap()
    {
        var slowdown = new InjectedSlowdown("GetStringAsync", 1.5);
        slowdown.Ended(slowdown.StretchUntil(started: 1_000, workEnded: 1_200));
        // The loop's gap: 40 ticks between the first spin's end (1,300) and the next start.
        slowdown.Ended(slowdown.StretchUntil(started: 1_340, workEnded: 1_540));

        var until = slowdown.StretchUntil(started: 100_000, workEnded: 100_200);

        Assert.Equal(100_000 + 200 + ((200 + 40) / 2), until);
    }

    [Fact]
    public void StretchUntil_FactorOne_NoSpin()
    {
        var slowdown = new InjectedSlowdown("GetStringAsync", 1);
        slowdown.Ended(slowdown.StretchUntil(started: 1_000, workEnded: 1_300));

        Assert.Equal(1_700, slowdown.StretchUntil(started: 1_400, workEnded: 1_700));
    }
}

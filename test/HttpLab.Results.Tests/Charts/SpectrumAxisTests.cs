using HttpLab.Results.Charts;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Tests.Charts;

public sealed class SpectrumAxisTests
{
    [Fact]
    public void Spanning_NegativeMinimum_StartsOnANiceTickBelowIt()
    {
        var axis = NiceAxis.Spanning(-12, 85);

        Assert.Equal(["-20", "0", "20", "40", "60", "80", "100"], axis.Ticks.Select(axis.Label));
        Assert.Equal(20.0 / 120, axis.Fraction(0), 9);
    }

    [Fact]
    public void Spanning_NonNegativeMinimum_SameAsFromZero()
    {
        Assert.Equal(NiceAxis.From(7_949.1), NiceAxis.Spanning(3, 7_949.1));
    }

    [Fact]
    public void TimeAxis_NarrowSpan_LinearInTheGivenUnit()
    {
        var axis = TimeAxis.For([1_052.3, 1_602.2], TimeUnit.Millisecond, allowLog: true);

        Assert.IsType<LinearTimeAxis>(axis);
        Assert.Equal("ms", axis.Title);
        Assert.Equal(["0.0", "0.5", "1.0", "1.5", "2.0"], axis.Ticks.Select(tick => tick.Label));
        Assert.Equal(0.5, axis.Fraction(1_000), 9);
    }

    [Fact]
    public void TimeAxis_WideSpanWithoutLog_StaysLinear()
    {
        Assert.IsType<LinearTimeAxis>(TimeAxis.For([0.5, 20_000], TimeUnit.Microsecond, allowLog: false));
        Assert.IsType<LinearTimeAxis>(TimeAxis.For([0, 20_000], TimeUnit.Microsecond, allowLog: true));
        Assert.IsType<LogTimeAxis>(TimeAxis.For([0.5, 20_000], TimeUnit.Microsecond, allowLog: true));
    }

    [Fact]
    public void LogTimeAxis_Decades_LabelledInTheirOwnUnitWithMinorLinesBetween()
    {
        var axis = new LogTimeAxis(0.5, 20_000);

        Assert.Equal(["100 ns", "1 μs", "10 μs", "100 μs", "1 ms", "10 ms", "100 ms"], axis.Ticks.Where(tick => tick.IsMajor).Select(tick => tick.Label));
        Assert.Equal(6 * 8, axis.Ticks.Count(tick => !tick.IsMajor));
        Assert.Equal(0.5, axis.Fraction(100), 9);
        Assert.Equal(0, axis.Fraction(0));
    }

    [Fact]
    public void PercentileSpectrumAxis_EachNineGetsTheSameRoomAndHundredIsTheEnd()
    {
        var axis = new PercentileSpectrumAxis([0, 50, 90, 99, 99.9, 99.95, 100]);

        Assert.Equal(["0%", "90%", "99%", "99.9%", "99.99%"], axis.Ticks.Select(tick => tick.Label));
        Assert.Equal(0.25, axis.Fraction(90), 9);
        Assert.Equal(0.75, axis.Fraction(99.9), 9);
        Assert.Equal(1, axis.Fraction(100));
    }
}

using HttpLab.Results.Charts;

namespace HttpLab.Results.Tests.Charts;

public sealed class NiceAxisTests
{
    [Theory]
    [InlineData(7_949.1, 8_000, 2_000)]
    [InlineData(115.1, 120, 20)]
    [InlineData(8_000, 8_000, 2_000)]
    [InlineData(0.83, 1, 0.2)]
    [InlineData(0, 1, 0.2)]
    public void From_DataMaximum_EndsOnANiceTickAtOrAboveIt(double dataMax, double max, double step)
    {
        var axis = NiceAxis.From(dataMax);

        Assert.Equal(max, axis.Max, 9);
        Assert.Equal(step, axis.Step, 9);
        Assert.Equal(0, axis.Ticks[0]);
        Assert.Equal(max, axis.Ticks[^1], 9);
    }

    [Fact]
    public void Label_Ticks_UseJustEnoughDecimals()
    {
        Assert.Equal(["0", "2,000", "4,000", "6,000", "8,000"], NiceAxis.From(7_949.1).Ticks.Select(NiceAxis.From(7_949.1).Label));
        Assert.Equal(["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"], NiceAxis.From(0.83).Ticks.Select(NiceAxis.From(0.83).Label));
    }
}

namespace HttpLab.Load.Tests;

public sealed class TargetRateTests
{
    [Theory]
    [InlineData("1000", 1000, 1000)]
    [InlineData("0.5", 0.5, 0.5)]
    [InlineData("100:2000", 100, 2000)]
    [InlineData("0:500", 0, 500)]
    [InlineData(" 300 : 100 ", 300, 100)]
    public void TryParse_Valid_StartAndEnd(string text, double start, double end)
    {
        Assert.True(TargetRate.TryParse(text, out var rate, out var problem), problem);
        Assert.Equal(new TargetRate(start, end), rate);
    }

    [Theory]
    [InlineData("")]
    [InlineData("fast")]
    [InlineData("-5")]
    [InlineData("0")]
    [InlineData("0:0")]
    [InlineData("1:2:3")]
    [InlineData("1e3")]
    [InlineData("20000000")]
    public void TryParse_Invalid_OneLineProblem(string text)
    {
        Assert.False(TargetRate.TryParse(text, out _, out var problem));
        Assert.DoesNotContain('\n', problem);
    }

    [Fact]
    public void Mean_OfARamp_IsTheMiddle() => Assert.Equal(1050, new TargetRate(100, 2000).Mean);
}

namespace HttpLab.Histograms.Tests;

public sealed class JavaFormatTests
{
    [Theory]
    [InlineData(1.0005, 3, "1.001")] // Java rounds the shortest decimal form half-up; .NET's "F3" gives 1.000.
    [InlineData(0.125, 2, "0.13")]
    [InlineData(2.5, 0, "3")]
    [InlineData(0.9998779296875, 12, "0.999877929688")]
    [InlineData(0.5, 12, "0.500000000000")]
    [InlineData(287.5, 3, "287.500")]
    [InlineData(12722175.0, 3, "12722175.000")]
    [InlineData(1e-20, 3, "0.000")]
    [InlineData(1e20, 3, "100000000000000000000.000")]
    [InlineData(-1.25, 1, "-1.3")]
    public void Fixed_Values_FormatAsJava(double value, int decimals, string expected)
    {
        Assert.Equal(expected, JavaFormat.Fixed(value, decimals));
    }

    [Fact]
    public void Fixed_Width_PadsOnTheLeftOnly()
    {
        Assert.Equal("      25.000", JavaFormat.Fixed(25, 3, 12));
        Assert.Equal("123456789012.000", JavaFormat.Fixed(123456789012, 3, 12));
        Assert.Equal("Infinity", JavaFormat.Fixed(double.PositiveInfinity, 2));
        Assert.Equal("NaN", JavaFormat.Fixed(double.NaN, 2));
    }

    [Fact]
    public void Integer_Width_PadsOnTheLeft()
    {
        Assert.Equal("         3", JavaFormat.Integer(3, 10));
        Assert.Equal("-42", JavaFormat.Integer(-42));
    }
}

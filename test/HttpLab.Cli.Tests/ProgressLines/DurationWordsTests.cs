using HttpLab.Cli.ProgressLines;

namespace HttpLab.Cli.Tests.ProgressLines;

public sealed class DurationWordsTests
{
    [Theory]
    [InlineData(0, "0.0 s")]
    [InlineData(4.24, "4.2 s")]
    [InlineData(9.96, "10 s")]
    [InlineData(35.4, "35 s")]
    [InlineData(59.6, "1 min")]
    [InlineData(70, "1 min 10 s")]
    [InlineData(3_599.4, "59 min 59 s")]
    [InlineData(3_599.6, "1 h")]
    [InlineData(7_500, "2 h 5 min")]
    public void Format_Seconds_AsSaid(double seconds, string expected)
    {
        Assert.Equal(expected, DurationWords.Format(TimeSpan.FromSeconds(seconds)));
    }

    [Fact]
    public void Format_UnderAnyCulture_PointAsDecimalSeparator()
    {
        var culture = Thread.CurrentThread.CurrentCulture;
        try
        {
            Thread.CurrentThread.CurrentCulture = new System.Globalization.CultureInfo("de-DE");

            Assert.Equal("4.2 s", DurationWords.Format(TimeSpan.FromSeconds(4.2)));
        }
        finally
        {
            Thread.CurrentThread.CurrentCulture = culture;
        }
    }
}

using HttpLab.Results.Formatting;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Formatting;

public sealed class DurationFormatTests
{
    [Theory]
    [InlineData(0.4, "0.4 ns")]
    [InlineData(999, "999 ns")]
    [InlineData(1_000, "1 μs")]
    [InlineData(113_149, "113.149 μs")]
    [InlineData(1_500_000, "1.5 ms")]
    [InlineData(-2_500_000_000, "-2.5 s")]
    public void InFittingUnit_EachRange_LargestUnitWithAtLeastOne(double nanoseconds, string expected)
    {
        using var culture = new CultureScope("de-DE");

        Assert.Equal(expected, DurationFormat.InFittingUnit(nanoseconds, "0.###"));
    }

    [Theory]
    [InlineData(10_000, "10 s")]
    [InlineData(500, "0.5 s")]
    [InlineData(1_234.5, "1.235 s")]
    public void Seconds_SettingDurations_ToTheMillisecondInvariant(double milliseconds, string expected)
    {
        using var culture = new CultureScope("fr-FR");

        Assert.Equal(expected, DurationFormat.Seconds(TimeSpan.FromMilliseconds(milliseconds)));
    }
}

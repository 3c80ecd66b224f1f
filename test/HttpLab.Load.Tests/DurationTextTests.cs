namespace HttpLab.Load.Tests;

public sealed class DurationTextTests
{
    [Theory]
    [InlineData("500ms", 0.5)]
    [InlineData("10s", 10)]
    [InlineData("1.5s", 1.5)]
    [InlineData("2m", 120)]
    [InlineData("1m30s", 90)]
    [InlineData("1h", 3600)]
    [InlineData("0s", 0)]
    public void DurationText_Parses(string text, double seconds)
    {
        Assert.True(DurationText.TryParse(text, out var duration));
        Assert.Equal(TimeSpan.FromSeconds(seconds), duration);
    }

    [Theory]
    [InlineData("")]
    [InlineData("10")]
    [InlineData("s")]
    [InlineData("10x")]
    [InlineData("-1s")]
    [InlineData("1..5s")]
    public void DurationText_Refuses(string text) => Assert.False(DurationText.TryParse(text, out _));
}

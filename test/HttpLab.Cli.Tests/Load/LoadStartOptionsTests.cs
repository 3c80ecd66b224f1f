using HttpLab.Cli.Load;

namespace HttpLab.Cli.Tests.Load;

public sealed class LoadStartOptionsTests
{
    private static readonly DateTimeOffset Now = new(2026, 11, 27, 17, 0, 0, TimeSpan.Zero);

    [Theory]
    [InlineData("2026-11-27T18:00:00Z", "2026-11-27T18:00:00.0000000+00:00")]
    [InlineData("2026-11-27T18:00Z", "2026-11-27T18:00:00.0000000+00:00")]
    [InlineData("2026-11-27T18:00:00.25Z", "2026-11-27T18:00:00.2500000+00:00")]
    [InlineData("2026-11-27T19:00:00+01:00", "2026-11-27T18:00:00.0000000+00:00")]
    [InlineData("2026-11-27T12:30:00-05:30", "2026-11-27T18:00:00.0000000+00:00")]
    [InlineData("2026-11-27T16:59:59.5Z", "2026-11-27T16:59:59.5000000+00:00")]
    [InlineData("2026-11-28T17:00:00Z", "2026-11-28T17:00:00.0000000+00:00")]
    public void TryParseStartAt_UtcOrOffsetWithinRange_TheInstant(string text, string instant)
    {
        Assert.True(LoadStartOptions.TryParseStartAt(text, Now, out var startAt, out var problem), problem);
        Assert.Equal(DateTimeOffset.Parse(instant, System.Globalization.CultureInfo.InvariantCulture), startAt);
    }

    [Theory]
    [InlineData("yesterday", "is not a time")]
    [InlineData("2026-11-27 18:00:00Z", "is not a time")]
    [InlineData("27/11/2026 18:00", "is not a time")]
    [InlineData("2026-11-27T18:00:00", "is a local time")]
    [InlineData("2026-11-27T18:00", "is a local time")]
    [InlineData("2026-11-27T16:59:58.9Z", "from 1 s ago to 24 h ahead (now is 2026-11-27T17:00:00.000Z)")]
    [InlineData("2026-11-28T17:00:00.001Z", "from 1 s ago to 24 h ahead")]
    [InlineData("2026-11-28T17:00:00-00:01", "from 1 s ago to 24 h ahead")]
    public void TryParseStartAt_NotAUtcTimeInRange_OneLineNamingTheOption(string text, string why)
    {
        Assert.False(LoadStartOptions.TryParseStartAt(text, Now, out _, out var problem));
        Assert.StartsWith($"--start-at '{text}' ", problem, StringComparison.Ordinal);
        Assert.Contains(why, problem, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', problem!);
    }
}

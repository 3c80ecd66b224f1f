namespace HttpLab.Cli.Tests.ProgressLines;

/// <summary>A clock the test moves by hand, so the progress lines' pace is checked without waiting.</summary>
internal sealed class ManualClock : TimeProvider
{
    private long timestamp = 1_000_000;

    public override long TimestampFrequency => 1_000;

    public override long GetTimestamp() => timestamp;

    public void Advance(TimeSpan by) => timestamp += (long)by.TotalMilliseconds;
}

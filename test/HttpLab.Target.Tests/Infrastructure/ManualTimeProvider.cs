namespace HttpLab.Target.Tests.Infrastructure;

/// <summary>A clock the test sets by hand; timers stay real, which the tests here only use as timeouts.</summary>
internal sealed class ManualTimeProvider : TimeProvider
{
    public long Timestamp { get; set; } = 1_000;

    public DateTimeOffset UtcNow { get; set; } = new(2025, 1, 1, 12, 0, 0, TimeSpan.Zero);

    public override long TimestampFrequency => 1_000;

    public override long GetTimestamp() => Timestamp;

    public override DateTimeOffset GetUtcNow() => UtcNow;
}

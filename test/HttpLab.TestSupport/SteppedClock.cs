namespace HttpLab.TestSupport;

/// <summary>A clock that moves only when told to: for code that takes a <see cref="TimeProvider"/>.</summary>
public sealed class SteppedClock : TimeProvider
{
    private long ticks;

    public override long TimestampFrequency => TimeSpan.TicksPerSecond;

    public override long GetTimestamp() => Interlocked.Read(ref ticks);

    public void Advance(TimeSpan time) => Interlocked.Add(ref ticks, time.Ticks);
}

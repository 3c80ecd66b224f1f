namespace HttpLab.Studies.Async;

/// <summary>
/// What a sleep benchmark would take if every sleep and delay lasted exactly as long as it asks, and how many .NET
/// timers (Task.Delay) it waits for one after another, each of which comes due a little late.
/// </summary>
[AttributeUsage(AttributeTargets.Method, AllowMultiple = false, Inherited = false)]
internal sealed class IdealDurationAttribute(int milliseconds, int sequentialTimers) : Attribute
{
    public int Milliseconds { get; } = milliseconds;

    /// <summary>
    /// Task.Delay timers waited in sequence; 0 for Thread.Sleep, which is the OS's sleep, not a .NET timer.
    /// </summary>
    public int SequentialTimers { get; } = sequentialTimers;
}

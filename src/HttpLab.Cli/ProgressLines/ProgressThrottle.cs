namespace HttpLab.Cli.ProgressLines;

/// <summary>
/// Lets a progress line through at most once every <paramref name="interval"/> of <paramref name="clock"/>: the first
/// at once, then the first one after each interval. A log then follows a run's pace without a line for every step.
/// </summary>
internal sealed class ProgressThrottle(TimeProvider clock, TimeSpan interval)
{
    private long? lastLine;

    /// <summary>Whether a line is due now; when it is, the next one is due an interval later.</summary>
    public bool TryTake()
    {
        var now = clock.GetTimestamp();
        if (lastLine is { } last && clock.GetElapsedTime(last, now) < interval)
        {
            return false;
        }

        lastLine = now;
        return true;
    }
}

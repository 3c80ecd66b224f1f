namespace HttpLab.Load.Execution;

/// <summary>
/// Waits for a run's start time (<see cref="LoadOptions.StartAt"/>) on the system's wall clock, saying once a second
/// how long is left, and hands the run the timestamp it starts at. The wall clock is read once, shortly before the
/// start, and turned into a Stopwatch timestamp; from then on the run is timed by the Stopwatch alone, which a wall
/// clock's steps and slews (NTP) do not move.
/// </summary>
internal static class StartClock
{
    // Near enough for the wall clock's one reading to hold, far enough for the run to make its lanes before it.
    private static readonly TimeSpan Lead = TimeSpan.FromMilliseconds(50);

    private static readonly TimeSpan ReportInterval = TimeSpan.FromSeconds(1);

    /// <summary>
    /// Returns about 50 ms before <paramref name="startAt"/> (at once when it is nearer or past) with its timestamp on
    /// <paramref name="time"/>; until then calls <paramref name="waiting"/> once a second with the time left.
    /// </summary>
    /// <exception cref="OperationCanceledException"><paramref name="cancellationToken"/> was cancelled.</exception>
    public static async Task<(long Timestamp, DateTimeOffset Utc)> ApproachAsync(
        DateTimeOffset startAt, TimeProvider time, Action<TimeSpan> waiting, CancellationToken cancellationToken)
    {
        while (true)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var remaining = startAt - time.GetUtcNow();
            if (remaining <= Lead)
            {
                var timestamp = time.GetTimestamp();
                var left = startAt - time.GetUtcNow();
                return (timestamp + (long)Math.Round(left.TotalSeconds * time.TimestampFrequency), startAt);
            }

            waiting(remaining);
            var nap = remaining - Lead;
            await Task.Delay(nap < ReportInterval ? nap : ReportInterval, time, cancellationToken)
                .ConfigureAwait(false);
        }
    }
}

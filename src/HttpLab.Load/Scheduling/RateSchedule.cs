namespace HttpLab.Load.Scheduling;

/// <summary>
/// When each request of an open-model run is due: the warm-up at the start rate (request i at i / start seconds from
/// the run's start), then the measured duration with the rate ramping linearly from start to end (request j at the s
/// seconds from the measurement's start where start·s + (end − start)·s² / (2·duration) = j). Pure arithmetic: request
/// j is due at exactly the same offset in every run, so a constant rate R over D seconds sends ceil(R·D) measured
/// requests.
/// </summary>
internal sealed class RateSchedule
{
    private readonly double warmupSeconds;
    private readonly double durationSeconds;
    private readonly double start;
    private readonly double slope;

    public RateSchedule(TargetRate rate, TimeSpan warmup, TimeSpan duration)
    {
        warmupSeconds = warmup.TotalSeconds;
        durationSeconds = duration.TotalSeconds;
        start = rate.Start;
        slope = (rate.End - rate.Start) / durationSeconds;
    }

    /// <summary>
    /// When warm-up request <paramref name="index"/> is due, in seconds from the run's start; null when it falls after
    /// the warm-up.
    /// </summary>
    public double? WarmupOffset(long index)
    {
        if (start <= 0)
        {
            return null;
        }

        var offset = index / start;
        return offset < warmupSeconds ? offset : null;
    }

    /// <summary>
    /// When measured request <paramref name="index"/> is due, in seconds from the measurement's start; null when it
    /// falls after the duration.
    /// </summary>
    public double? MeasuredOffset(long index)
    {
        var offset = OffsetInRamp(index);
        return offset < durationSeconds ? offset : null;
    }

    /// <summary>How many warm-up requests the schedule holds.</summary>
    public long WarmupCount()
    {
        if (start <= 0)
        {
            return 0;
        }

        var estimate = (long)Math.Ceiling(start * warmupSeconds);
        while (estimate > 0 && WarmupOffset(estimate - 1) is null)
        {
            estimate--;
        }

        while (WarmupOffset(estimate) is not null)
        {
            estimate++;
        }

        return estimate;
    }

    /// <summary>How many measured requests the schedule holds.</summary>
    public long MeasuredCount()
    {
        // The closed form, then a step either way to absorb rounding: the offsets are what decide.
        var estimate = (long)Math.Floor(
            ((start * durationSeconds) + (slope * durationSeconds * durationSeconds / 2)) + 1);
        while (estimate > 0 && MeasuredOffset(estimate - 1) is null)
        {
            estimate--;
        }

        while (MeasuredOffset(estimate) is not null)
        {
            estimate++;
        }

        return estimate;
    }

    /// <summary>The rate the schedule asks for at <paramref name="secondsIntoDuration"/>.</summary>
    public double RateAt(double secondsIntoDuration) => start + (slope * secondsIntoDuration);

    private double OffsetInRamp(long index)
    {
        if (index == 0)
        {
            return 0;
        }

        if (slope == 0)
        {
            return index / start;
        }

        // Solves start·s + slope·s²/2 = index as 2·index / (start + √(start² + 2·slope·index)): no cancellation when
        // slope is small.
        var discriminant = (start * start) + (2 * slope * index);
        if (discriminant < 0)
        {
            return double.PositiveInfinity;
        }

        var denominator = start + Math.Sqrt(discriminant);
        return denominator <= 0 ? double.PositiveInfinity : 2 * index / denominator;
    }
}

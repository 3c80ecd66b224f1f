namespace HttpLab.Load.Capacity;

/// <summary>
/// Wilson's score interval for a binomial share: how large the share of slow (or failed) requests could really be,
/// given how many of a step's requests were. Chosen over the normal approximation because it stays inside [0, 1] and
/// behaves at zero or a handful of events, which is exactly where an SLO such as p99 lives.
/// </summary>
/// <param name="Lower">The interval's lower bound (a share from 0 to 1).</param>
/// <param name="Upper">The interval's upper bound.</param>
public readonly record struct WilsonInterval(double Lower, double Upper)
{
    /// <summary>The two-sided 95% normal quantile.</summary>
    public const double Z95 = 1.959963984540054;

    /// <summary>The 95% interval of <paramref name="events"/> in <paramref name="trials"/>.</summary>
    public static WilsonInterval Of(long events, long trials, double z = Z95)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(events);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(events, trials);
        if (trials == 0)
        {
            return new WilsonInterval(0, 1);
        }

        double n = trials;
        var share = events / n;
        var z2 = z * z;
        var centre = (share + (z2 / (2 * n))) / (1 + (z2 / n));
        var half = z / (1 + (z2 / n)) * Math.Sqrt((share * (1 - share) / n) + (z2 / (4 * n * n)));
        return new WilsonInterval(Math.Max(0, centre - half), Math.Min(1, centre + half));
    }
}

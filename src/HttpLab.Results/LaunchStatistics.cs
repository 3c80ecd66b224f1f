namespace HttpLab.Results;

/// <summary>
/// One launch's share of a distribution pooled from several launches: how many values it recorded and its mean,
/// p50, p90 and p99, in the distribution's unit, so the drift between launches stays visible beside the pooled
/// histogram.
/// </summary>
public sealed record LaunchStatistics(long Count, double Mean, double P50, double P90, double P99)
{
    public static LaunchStatistics Of(Distribution distribution)
    {
        ArgumentNullException.ThrowIfNull(distribution);
        return new(distribution.Count, distribution.Mean, distribution.P50, distribution.P90, distribution.P99);
    }
}

namespace HttpLab.Compare;

/// <summary>The statistics of a distribution that a comparison judges, each with its own interval.</summary>
public enum DistributionStatistic
{
    P50,
    P90,
    P99,
    Mean,
}

namespace HttpLab.Compare;

/// <summary>
/// One statistic of a distribution in both runs: the recorded values, their ratio (diff over base: above 1 is slower),
/// the bootstrap confidence interval of that ratio (NaN when none could be drawn), the verdict and, for Unknown, why.
/// </summary>
public sealed record StatisticComparison(
    DistributionStatistic Statistic,
    double Base,
    double Diff,
    double Ratio,
    double RatioLow,
    double RatioHigh,
    Verdict Verdict,
    string? Reason);

namespace HttpLab.Load.Capacity;

/// <summary>
/// One threshold judged against a capacity step (its one run, or the run and its extension pooled).
/// </summary>
/// <param name="Threshold">The threshold.</param>
/// <param name="Decision">Pass, fail or inconclusive (before an extension only).</param>
/// <param name="Confident">
/// True when the decision has 95% confidence (a share) or needs none (a point statistic); false when an inconclusive
/// share was decided by its point estimate.
/// </param>
/// <param name="Requests">The measured requests judged (the trials of a share).</param>
/// <param name="Violations">
/// For a share: the requests at or over the latency limit, failures included (a percentile), or the failures (an
/// error share); null for a point statistic.
/// </param>
/// <param name="AllowedShare">For a share: the most it may be (0.01 for p99); null for a point statistic.</param>
/// <param name="Interval">For a share: the 95% Wilson interval of <paramref name="Violations"/>; else null.</param>
/// <param name="MeasuredText">"p99 23.1 ms", "errors 0.3%": the value as the load thresholds state it.</param>
public sealed record SloJudgement(
    Thresholds.LoadThreshold Threshold,
    SloDecision Decision,
    bool Confident,
    long Requests,
    long? Violations,
    double? AllowedShare,
    WilsonInterval? Interval,
    string MeasuredText)
{
    /// <summary>The share of <see cref="Violations"/> in <see cref="Requests"/>; null for a point statistic.</summary>
    public double? Share => Violations is { } violations && Requests > 0 ? (double)violations / Requests : null;
}

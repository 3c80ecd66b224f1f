using HdrHistogram;
using HttpLab.Load.Thresholds;
using static System.FormattableString;

namespace HttpLab.Load.Capacity;

/// <summary>
/// Judges a capacity step against the SLO with confidence. A percentile threshold (<c>p99&lt;10ms</c>) is a statement
/// about a share: at most 1% of the requests may be at or over the limit, each failure counted as over it (as
/// <see cref="LoadThreshold.Evaluate"/> counts). The step's violations are counted from its histogram and their share
/// judged by its 95% Wilson interval: a fail when the interval lies wholly above the allowed share, a pass when wholly
/// below, inconclusive otherwise. An error share (<c>errors&lt;0.1%</c>) is judged the same way on the failures. Mean,
/// max, error counts and rates are judged by their point value.
/// </summary>
public static class SloJudge
{
    /// <summary>
    /// Judges <paramref name="threshold"/> over <paramref name="runs"/> pooled (a step's run, then its extension);
    /// with <paramref name="pointEstimate"/> an inconclusive share is decided by its point estimate instead.
    /// </summary>
    public static SloJudgement Judge(LoadThreshold threshold, IReadOnlyList<LoadReport> runs, bool pointEstimate)
    {
        ArgumentNullException.ThrowIfNull(threshold);
        ArgumentNullException.ThrowIfNull(runs);
        var requests = runs.Sum(run => run.Due);
        var text = MeasuredText(threshold, runs);
        switch (threshold.Statistic)
        {
            case ThresholdStatistic.Percentile:
                return Share(
                    threshold, requests, runs.Sum(run => Violations(threshold, run)),
                    (double)((100m - threshold.Percentile) / 100m), pointEstimate, text);
            case ThresholdStatistic.ErrorShare:
                return Share(
                    threshold, requests, runs.Sum(Failures), (double)(threshold.Limit / 100m), pointEstimate, text);
            default:
                var passed = runs.Count > 0 && runs.All(run => threshold.Evaluate(run).Passed);
                return new SloJudgement(
                    threshold, passed ? SloDecision.Pass : SloDecision.Fail, true, requests, null, null, null, text);
        }
    }

    /// <summary>
    /// The requests of <paramref name="run"/> that break a percentile threshold: the failures (slower than any limit)
    /// and the successes whose latency (HdrHistogram's highest equivalent value, as the thresholds read it) is not
    /// within the limit.
    /// </summary>
    public static long Violations(LoadThreshold threshold, LoadReport run)
    {
        ArgumentNullException.ThrowIfNull(threshold);
        ArgumentNullException.ThrowIfNull(run);
        return Failures(run) + Slow(threshold, run.SuccessLatency);
    }

    /// <summary>
    /// The values of <paramref name="latency"/> (microseconds) not within a latency threshold's limit, each read as
    /// HdrHistogram's highest equivalent value, as the thresholds read it.
    /// </summary>
    internal static long Slow(LoadThreshold threshold, HistogramBase latency)
    {
        var slow = 0L;
        foreach (var bucket in latency.RecordedValues())
        {
            var value = (decimal)latency.HighestEquivalentValue(bucket.ValueIteratedTo);
            var within = threshold.Comparison == ThresholdComparison.Below ? value < threshold.Limit
                : value <= threshold.Limit;
            if (!within)
            {
                slow += bucket.CountAtValueIteratedTo;
            }
        }

        return slow;
    }

    /// <summary>The point rule of <see cref="LoadThreshold.Evaluate"/> for a share, on counts.</summary>
    internal static bool PointPasses(LoadThreshold threshold, long violations, long requests, double allowed)
    {
        if (threshold.Statistic == ThresholdStatistic.Percentile)
        {
            // The percentile is within the limit when the requests within it reach its rank, ceil(p * n).
            var rank = Math.Max(1, (long)Math.Ceiling(threshold.Percentile * requests / 100m));
            return requests - violations >= rank;
        }

        var share = violations * 100m / requests;
        return threshold.Comparison == ThresholdComparison.Below ? share < threshold.Limit : share <= threshold.Limit;
    }

    private static long Failures(LoadReport run) => Math.Max(0, run.Due - run.SuccessLatency.TotalCount);

    private static SloJudgement Share(
        LoadThreshold threshold, long requests, long violations, double allowed, bool pointEstimate, string text)
    {
        if (requests == 0)
        {
            return new SloJudgement(threshold, SloDecision.Fail, true, 0, 0, allowed, null, text);
        }

        var interval = WilsonInterval.Of(violations, requests);
        var decision = interval.Lower > allowed ? SloDecision.Fail
            : interval.Upper < allowed ? SloDecision.Pass
            : SloDecision.Inconclusive;
        var confident = decision != SloDecision.Inconclusive;
        if (!confident && pointEstimate)
        {
            decision = PointPasses(threshold, violations, requests, allowed) ? SloDecision.Pass : SloDecision.Fail;
        }

        return new SloJudgement(threshold, decision, confident, requests, violations, allowed, interval, text);
    }

    /// <summary>"p99 23.1 ms", or for an extended step the two runs' values, "p99 8.2 ms, then 11.0 ms".</summary>
    private static string MeasuredText(LoadThreshold threshold, IReadOnlyList<LoadReport> runs)
    {
        var name = threshold.Text[..threshold.Text.IndexOfAny(['<', '>'])];
        var values = runs.Select(run => threshold.Evaluate(run).MeasuredText);
        return Invariant($"{name} {string.Join(", then ", values)}");
    }
}

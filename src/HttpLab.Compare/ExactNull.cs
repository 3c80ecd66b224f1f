namespace HttpLab.Compare;

/// <summary>
/// What the exact rank tests (<see cref="SignedRank"/>, <see cref="RankSum"/>) read off a null distribution given as
/// counts: how many of the equally likely arrangements give each value of the statistic, from 0 up.
/// </summary>
internal static class ExactNull
{
    /// <summary>
    /// The largest statistic k with a probability of at most <paramref name="tail"/> of being k or less; -1 when even 0
    /// is likelier.
    /// </summary>
    public static int CriticalCount(double[] counts, double tail)
    {
        var total = counts.Sum();
        var cumulative = 0d;
        var critical = -1;
        for (var statistic = 0; statistic < counts.Length; statistic++)
        {
            cumulative += counts[statistic];
            if (cumulative / total > tail)
            {
                break;
            }

            critical = statistic;
        }

        return critical;
    }

    /// <summary>
    /// The two-sided p-value of a statistic whose nearer tail ends at <paramref name="smaller"/>: twice the chance of
    /// a value that small or smaller, at most 1.
    /// </summary>
    public static double TwoSidedPValue(double[] counts, int smaller) =>
        Math.Min(1, 2 * counts.Take(smaller + 1).Sum() / counts.Sum());
}

namespace HttpLab.Compare;

/// <summary>
/// The one-sample Wilcoxon signed-rank statistics of a few paired differences, exactly: the Hodges-Lehmann estimate
/// (the median of the Walsh averages, every pairwise mean with each value's own) and the distribution-free interval
/// around it, read off the sorted Walsh averages at the exact null distribution's critical count. Perfolizer 0.3.17,
/// the version served here, has a two-sample Hodges-Lehmann shift but no signed-rank test, so it is written here.
/// </summary>
internal static class SignedRank
{
    /// <summary>The Walsh averages of <paramref name="values"/>, sorted: n(n+1)/2 of them.</summary>
    public static double[] WalshAverages(IReadOnlyList<double> values)
    {
        var averages = new List<double>(values.Count * (values.Count + 1) / 2);
        for (var first = 0; first < values.Count; first++)
        {
            for (var second = first; second < values.Count; second++)
            {
                averages.Add((values[first] + values[second]) / 2);
            }
        }

        averages.Sort();
        return [.. averages];
    }

    /// <summary>The median of sorted values.</summary>
    public static double Median(double[] sorted) => sorted.Length % 2 == 1
        ? sorted[sorted.Length / 2]
        : (sorted[(sorted.Length / 2) - 1] + sorted[sorted.Length / 2]) / 2;

    /// <summary>
    /// The largest count k for which the signed-rank statistic of <paramref name="count"/> values is at most k with
    /// probability at most <paramref name="tail"/> under no difference; -1 when even 0 is likelier (too few values
    /// for the interval). The interval is then the (k+1)-th smallest to the (k+1)-th largest Walsh average.
    /// </summary>
    public static int CriticalCount(int count, double tail) =>
        ExactNull.CriticalCount(NullCounts(count), tail);

    /// <summary>
    /// The exact two-sided p-value of <paramref name="values"/>' signed-rank statistic (ranks of the absolute values,
    /// ties given their mean rank, zeros left out).
    /// </summary>
    public static double PValue(IReadOnlyList<double> values)
    {
        var nonZero = values.Where(value => value != 0).ToArray();
        if (nonZero.Length == 0)
        {
            return 1;
        }

        var ordered = nonZero.Select((value, index) => (Magnitude: Math.Abs(value), Index: index))
            .OrderBy(entry => entry.Magnitude)
            .ToArray();
        var ranks = new double[nonZero.Length];
        for (var start = 0; start < ordered.Length;)
        {
            var end = start;
            while (end + 1 < ordered.Length && ordered[end + 1].Magnitude == ordered[start].Magnitude)
            {
                end++;
            }

            for (var tied = start; tied <= end; tied++)
            {
                ranks[ordered[tied].Index] = (start + end + 2) / 2.0;
            }

            start = end + 1;
        }

        var positive = nonZero.Select((value, index) => value > 0 ? ranks[index] : 0).Sum();
        var most = nonZero.Length * (nonZero.Length + 1) / 2.0;
        var smaller = (int)Math.Floor(Math.Min(positive, most - positive));
        return ExactNull.TwoSidedPValue(NullCounts(nonZero.Length), smaller);
    }

    /// <summary>How many of the 2^n sign assignments give each signed-rank statistic, 0 to n(n+1)/2.</summary>
    private static double[] NullCounts(int count)
    {
        var counts = new double[(count * (count + 1) / 2) + 1];
        counts[0] = 1;
        for (var rank = 1; rank <= count; rank++)
        {
            for (var statistic = counts.Length - 1; statistic >= rank; statistic--)
            {
                counts[statistic] += counts[statistic - rank];
            }
        }

        return counts;
    }
}

namespace HttpLab.Compare;

/// <summary>
/// The two-sample Wilcoxon rank-sum (Mann-Whitney) statistics of two small sets, exactly: the pairwise shifts (each
/// value of the second set less each of the first), whose median is the Hodges-Lehmann shift, and the
/// distribution-free interval around it, read off the sorted shifts at the exact null distribution's critical count.
/// Perfolizer 0.3.17, the version served here, has the shift estimate but not its interval; the interval needs the
/// sorted shifts, so both are written here, beside <see cref="SignedRank"/>.
/// </summary>
internal static class RankSum
{
    /// <summary>Each value of <paramref name="second"/> less each value of <paramref name="first"/>, sorted.</summary>
    public static double[] Shifts(IReadOnlyList<double> first, IReadOnlyList<double> second)
    {
        var shifts = new double[first.Count * second.Count];
        var index = 0;
        foreach (var later in second)
        {
            foreach (var earlier in first)
            {
                shifts[index++] = later - earlier;
            }
        }

        Array.Sort(shifts);
        return shifts;
    }

    /// <summary>
    /// The largest count k for which the Mann-Whitney statistic U of sets of <paramref name="first"/> and
    /// <paramref name="second"/> values is at most k with probability at most <paramref name="tail"/> under no
    /// difference; -1 when even 0 is likelier (too few values for the interval: three against three). The interval
    /// is then the (k+1)-th smallest to the (k+1)-th largest shift.
    /// </summary>
    public static int CriticalCount(int first, int second, double tail) =>
        ExactNull.CriticalCount(NullCounts(first, second), tail);

    /// <summary>
    /// The exact two-sided p-value of the Mann-Whitney statistic from <paramref name="shifts"/> (a tie counts a
    /// half), for sets of <paramref name="first"/> and <paramref name="second"/> values.
    /// </summary>
    public static double PValue(double[] shifts, int first, int second)
    {
        var statistic = shifts.Sum(shift => shift > 0 ? 1 : shift == 0 ? 0.5 : 0);
        var smaller = (int)Math.Floor(Math.Min(statistic, shifts.Length - statistic));
        return ExactNull.TwoSidedPValue(NullCounts(first, second), smaller);
    }

    /// <summary>
    /// How many of the C(m+n, m) orderings of the two sets give each U, 0 to mn: the coefficients of the Gaussian
    /// binomial [m+n choose m], built one value of the first set at a time (times 1 - q^(n+i), over 1 - q^i). Only
    /// the low tail, which the tests read, never passes through a subtraction.
    /// </summary>
    private static double[] NullCounts(int first, int second)
    {
        var counts = new double[(first * second) + 1];
        counts[0] = 1;
        for (var added = 1; added <= first; added++)
        {
            var factor = second + added;
            for (var statistic = counts.Length - 1; statistic >= factor; statistic--)
            {
                counts[statistic] -= counts[statistic - factor];
            }

            for (var statistic = added; statistic < counts.Length; statistic++)
            {
                counts[statistic] += counts[statistic - added];
            }
        }

        return counts;
    }
}

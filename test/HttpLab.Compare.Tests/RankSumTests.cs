namespace HttpLab.Compare.Tests;

/// <summary>
/// The exact rank-sum statistics against their published values: the critical counts of the two-sided 5% test, the
/// p-value of one set wholly above the other, and the Hodges-Lehmann shift of two small sets.
/// </summary>
public sealed class RankSumTests
{
    [Theory]
    [InlineData(3, 3, -1)] // 2/20 = 10% for the most extreme statistic: no two-sided 5% test exists
    [InlineData(4, 4, 0)]
    [InlineData(4, 6, 2)]
    [InlineData(5, 5, 2)]
    [InlineData(6, 6, 5)]
    [InlineData(8, 8, 13)]
    [InlineData(10, 10, 23)]
    [InlineData(15, 15, 64)]
    public void CriticalCount_TwoSidedFivePercent_TheTablesValue(int first, int second, int expected) =>
        Assert.Equal(expected, RankSum.CriticalCount(first, second, 0.025));

    [Fact]
    public void PValue_SixWhollyAboveSix_TwoIn924()
    {
        var shifts = RankSum.Shifts([1, 2, 3, 4, 5, 6], [11, 12, 13, 14, 15, 16]);

        Assert.Equal(2.0 / 924, RankSum.PValue(shifts, 6, 6), 12);
        Assert.Equal(2.0 / 924, RankSum.PValue(RankSum.Shifts([11, 12, 13, 14, 15, 16], [1, 2, 3, 4, 5, 6]), 6, 6), 12);
    }

    [Fact]
    public void PValue_InterleavedSets_One() =>
        Assert.Equal(1, RankSum.PValue(RankSum.Shifts([1, 4], [2, 3]), 2, 2), 12);

    [Fact]
    public void Shifts_EverySecondLessEveryFirst_SortedWithTheHodgesLehmannShiftAtTheMedian()
    {
        var shifts = RankSum.Shifts([1, 2], [10, 20, 30]);

        Assert.Equal([8, 9, 18, 19, 28, 29], shifts);
        Assert.Equal(18.5, SignedRank.Median(shifts));
    }
}

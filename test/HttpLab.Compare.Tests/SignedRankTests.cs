namespace HttpLab.Compare.Tests;

/// <summary>
/// The exact signed-rank statistics against their published values: the critical counts of the two-sided 5% test, the
/// p-value of values all on one side, and the Hodges-Lehmann estimate of a few values.
/// </summary>
public sealed class SignedRankTests
{
    [Theory]
    [InlineData(5, -1)] // 2/32 = 6.25% for the most extreme statistic: no two-sided 5% test exists
    [InlineData(6, 0)]
    [InlineData(8, 3)]
    [InlineData(10, 8)]
    [InlineData(15, 25)]
    public void CriticalCount_TwoSidedFivePercent_TheTablesValue(int count, int expected) =>
        Assert.Equal(expected, SignedRank.CriticalCount(count, 0.025));

    [Fact]
    public void PValue_SixValuesAllPositive_TwoIn64()
    {
        Assert.Equal(2.0 / 64, SignedRank.PValue([0.1, 0.2, 0.3, 0.05, 0.15, 0.25]), 12);
        Assert.Equal(1, SignedRank.PValue([0, 0, 0]));
    }

    [Fact]
    public void PValue_BalancedSigns_One() =>
        Assert.Equal(1, SignedRank.PValue([0.1, -0.1, 0.2, -0.2]), 12);

    [Fact]
    public void WalshAverages_MedianIsTheHodgesLehmannEstimate()
    {
        var walsh = SignedRank.WalshAverages([1, 3, 2]);

        Assert.Equal([1, 1.5, 2, 2, 2.5, 3], walsh);
        Assert.Equal(2, SignedRank.Median(walsh));
    }
}

namespace HttpLab.Histograms.Tests;

public sealed class LongHistogramStatisticsTests
{
    private static LongHistogram Uniform1To10000()
    {
        var histogram = LongHistogram.ForMicroseconds();
        for (long value = 1; value <= 10_000; value++)
        {
            histogram.RecordValue(value);
        }

        return histogram;
    }

    [Theory]
    [InlineData(50, 5000, 5003)]
    [InlineData(90, 9000, 9007)]
    [InlineData(99, 9900, 9903)]
    [InlineData(99.9, 9990, 9991)]
    [InlineData(100, 10_000, 10_007)]
    [InlineData(25, 2500, 2501)]
    [InlineData(1, 100, 100)]
    public void GetValueAtPercentile_Uniform1To10000_IsTheExactValueWithinPrecision(double percentile, long exact, long expected)
    {
        var histogram = Uniform1To10000();

        var value = histogram.GetValueAtPercentile(percentile);

        Assert.Equal(expected, value); // The highest value equivalent to the exact one.
        Assert.InRange(value, exact, exact * 1.001);
    }

    [Fact]
    public void GetValueAtPercentile_Zero_IsTheLowestEquivalentOfTheMinimum()
    {
        var histogram = LongHistogram.ForMicroseconds();
        histogram.RecordValue(5001);
        histogram.RecordValue(9000);

        Assert.Equal(5000, histogram.GetValueAtPercentile(0));
    }

    [Fact]
    public void GetValueAtPercentile_RoundoffAboveTheCount_DoesNotReachTheNextValue()
    {
        var histogram = LongHistogram.ForMicroseconds();
        for (long value = 1; value <= 1000; value++)
        {
            histogram.RecordValue(value);
        }

        // 99.9 * 1000 / 100 is 999.0000000000001 in doubles; HdrHistogram removes one ulp before rounding up, so this is the 999th value.
        Assert.Equal(999, histogram.GetValueAtPercentile(99.9));
        Assert.Equal(1000, histogram.GetValueAtPercentile(99.95));
        Assert.Equal(1, histogram.GetValueAtPercentile(0.05));
    }

    [Theory]
    [InlineData(-0.1)]
    [InlineData(100.1)]
    [InlineData(double.NaN)]
    public void GetValueAtPercentile_OutsideZeroToHundred_Throws(double percentile)
    {
        var histogram = Uniform1To10000();

        Assert.Throws<ArgumentOutOfRangeException>(() => histogram.GetValueAtPercentile(percentile));
    }

    [Fact]
    public void GetValuesAtPercentiles_AnyOrder_MatchesOneByOne()
    {
        var histogram = Uniform1To10000();
        double[] percentiles = [99.99, 0, 50, 100, 12.5, 50, 99];
        var values = new long[percentiles.Length];

        histogram.GetValuesAtPercentiles(percentiles, values);

        Assert.Equal(percentiles.Select(histogram.GetValueAtPercentile), values);
    }

    [Fact]
    public void MeanAndStandardDeviation_Uniform1To10000_MatchADirectComputationWithinPrecision()
    {
        var histogram = Uniform1To10000();
        var exactMean = 5000.5;
        var exactDeviation = Math.Sqrt(Enumerable.Range(1, 10_000).Sum(value => (value - exactMean) * (value - exactMean)) / 10_000);

        Assert.Equal(exactMean, histogram.Mean, exactMean * 0.001);
        Assert.Equal(exactDeviation, histogram.StandardDeviation, exactDeviation * 0.001);
    }

    [Fact]
    public void MeanAndStandardDeviation_HdrHistogramJsCase_Match()
    {
        var histogram = new LongHistogram(1, 9_007_199_254_740_991, 3);
        histogram.RecordValue(25);
        histogram.RecordValue(50);
        histogram.RecordValue(75);

        Assert.Equal(50, histogram.Mean);
        Assert.InRange(histogram.StandardDeviation, 20.4124, 20.4125);
    }

    [Fact]
    public void Mean_ValuesInWideBuckets_CountsThemAtTheBucketMiddle()
    {
        var histogram = LongHistogram.ForMicroseconds();
        histogram.RecordValue(1_000_000); // Bucket 999,936 .. 1,000,447: its middle is 1,000,192.

        Assert.Equal(1_000_192, histogram.Mean);
        Assert.Equal(0, histogram.StandardDeviation);
    }

    [Fact]
    public void Summarize_Scale1000_DividesEveryStatistic()
    {
        var histogram = Uniform1To10000();

        var summary = histogram.Summarize(1000);

        Assert.Equal(10_000, summary.Count);
        Assert.Equal(0.001, summary.Min);
        Assert.Equal(histogram.Mean / 1000, summary.Mean);
        Assert.Equal(5.003, summary.P50);
        Assert.Equal(7.503, summary.P75);
        Assert.Equal(9.007, summary.P90);
        Assert.Equal(9.503, summary.P95);
        Assert.Equal(9.903, summary.P99);
        Assert.Equal(9.991, summary.P999);
        Assert.Equal(9.999, summary.P9999);
        Assert.Equal(10.007, summary.Max);
        Assert.Equal(histogram.StandardDeviation / 1000, summary.StdDev);
    }

    [Fact]
    public void GetPercentileSpectrum_ThreeValues_EndsAtHundredPercentWithTheMax()
    {
        var histogram = LongHistogram.ForMicroseconds();
        histogram.RecordValue(25);
        histogram.RecordValue(50);
        histogram.RecordValue(75);

        var spectrum = histogram.GetPercentileSpectrum(percentileTicksPerHalfDistance: 1, scale: 10);

        Assert.Equal(
            [new(0, 2.5, 1), new(50, 5, 2), new(75, 7.5, 3), new(100, 7.5, 3)],
            spectrum);
    }
}

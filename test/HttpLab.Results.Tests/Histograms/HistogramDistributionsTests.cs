using HdrHistogram;
using HttpLab.Results.Histograms;

namespace HttpLab.Results.Tests.Histograms;

public sealed class HistogramDistributionsTests
{
    private static LongHistogram Histogram(params long[] values)
    {
        var histogram = new LongHistogram(1, 3_600_000_000, 3);
        foreach (var value in values)
        {
            histogram.RecordValue(value);
        }

        return histogram;
    }

    [Fact]
    public void From_Uniform1To10000Scale1000_DividesEveryStatistic()
    {
        var histogram = Histogram([.. Enumerable.Range(1, 10_000).Select(value => (long)value)]);

        var distribution = HistogramDistributions.From(histogram, 1000);

        Assert.Equal(10_000, distribution.Count);
        Assert.Equal(0.001, distribution.Min);
        Assert.Equal(histogram.GetMean() / 1000, distribution.Mean);
        Assert.Equal(5.003, distribution.P50);
        Assert.Equal(7.503, distribution.P75);
        Assert.Equal(9.007, distribution.P90);
        Assert.Equal(9.503, distribution.P95);
        Assert.Equal(9.903, distribution.P99);
        Assert.Equal(9.991, distribution.P999);
        Assert.Equal(9.999, distribution.P9999);
        Assert.Equal(10.007, distribution.Max);
        Assert.Equal(histogram.GetStdDeviation() / 1000, distribution.StdDev);
    }

    [Fact]
    public void From_ValueInAWideBucket_MinIsTheBucketsLowestValueMaxItsHighest()
    {
        var distribution = HistogramDistributions.From(Histogram(1_234_567));

        Assert.Equal(1_233_920, distribution.Min);
        Assert.Equal(1_234_943, distribution.Max);
    }

    [Fact]
    public void From_ZeroRecorded_MinIsZero()
    {
        Assert.Equal(0, HistogramDistributions.From(Histogram(0, 5)).Min);
    }

    [Fact]
    public void From_ThreeValues_SpectrumIsHdrHistogramsAndEndsAtHundredPercentWithTheMax()
    {
        var distribution = HistogramDistributions.From(Histogram(25, 50, 75), 10);

        Assert.Equal(
            [
                new(0, 2.5), new(10, 2.5), new(20, 2.5), new(30, 2.5), new(40, 5), new(50, 5), new(55, 5), new(60, 5),
                new(65, 5), new(70, 7.5), new(100, 7.5),
            ],
            distribution.Spectrum.Select(point => point with { Percentile = Math.Round(point.Percentile, 9) }));
    }

    [Fact]
    public void From_Empty_AllZeroWithoutSpectrum()
    {
        var distribution = HistogramDistributions.From(Histogram());

        Assert.Equal(0, distribution.Count);
        Assert.Equal(
            [0.0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [
                distribution.Min, distribution.Mean, distribution.P50, distribution.P75, distribution.P90,
                distribution.P95, distribution.P99, distribution.P999, distribution.P9999, distribution.Max,
                distribution.StdDev,
            ]);
        Assert.Empty(distribution.Spectrum);
    }

    [Fact]
    public void ValueAtPercentile_Empty_IsZero()
    {
        Assert.Equal(0, HistogramDistributions.ValueAtPercentile(Histogram(), 99));
    }

    [Fact]
    public void ValueAtPercentile_Recorded_IsHdrHistograms()
    {
        Assert.Equal(1_234_943, HistogramDistributions.ValueAtPercentile(Histogram(5, 1_234_567), 99));
    }

    [Fact]
    public void Pool_Launches_TheHistogramOfEveryValueWithEachLaunchsStatisticsKept()
    {
        long[] first = [.. Enumerable.Range(1, 5_000).Select(value => (long)value)];
        long[] second = [.. Enumerable.Range(5_001, 5_000).Select(value => (long)value)];

        var launches = new[]
        {
            HistogramDistributions.From(Histogram(first), 1000), HistogramDistributions.From(Histogram(second), 1000),
        };

        var pooled = HistogramDistributions.Pool(launches);

        var whole = HistogramDistributions.From(Histogram([.. first, .. second]), 1000);
        Assert.NotNull(pooled);
        Assert.Equal(whole.Count, pooled.Count);
        Assert.Equal(whole.P50, pooled.P50);
        Assert.Equal(whole.P90, pooled.P90);
        Assert.Equal(whole.P99, pooled.P99);
        Assert.Equal(whole.Max, pooled.Max);
        Assert.Equal(whole.Mean, pooled.Mean, tolerance: 1e-9);
        Assert.Equal([5_000L, 5_000L], pooled.Launches!.Select(launch => launch.Count));
        Assert.Equal(launches.Select(LaunchStatistics.Of), pooled.Launches!);
    }

    [Fact]
    public void Pool_ALaunchWithoutItsHistogram_NothingToPool()
    {
        var distribution = HistogramDistributions.From(Histogram(1, 2, 3), 1000);

        Assert.Null(HistogramDistributions.Pool([distribution, distribution with { Histogram = null }]));
    }
}

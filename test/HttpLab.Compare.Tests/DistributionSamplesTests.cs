namespace HttpLab.Compare.Tests;

public sealed class DistributionSamplesTests
{
    [Fact]
    public void Of_WithHistogram_TheBucketsAsTheyAre()
    {
        var latencies = Latencies.Of(1_000);

        var samples = DistributionSamples.Of(latencies)!;

        Assert.Equal(SampleSource.Histogram, samples.Source);
        Assert.Equal(1_000, samples.Count);
        Assert.Equal(latencies.Histogram!.Select(bucket => bucket.Value), samples.Values);
        Assert.Equal(latencies.P50, samples.Statistic(DistributionStatistic.P50, samples.Counts, samples.Count));
        Assert.Equal(latencies.P99, samples.Statistic(DistributionStatistic.P99, samples.Counts, samples.Count));
        Assert.Equal(
            latencies.Mean,
            samples.Statistic(DistributionStatistic.Mean, samples.Counts, samples.Count),
            tolerance: latencies.Mean * 0.001);
    }

    [Fact]
    public void Of_SpectrumOnly_AsManyValuesAsCountedFromMinToMaxThroughTheListedPercentiles()
    {
        var latencies = Latencies.Of(1_000) with { Histogram = null };

        var samples = DistributionSamples.Of(latencies)!;

        Assert.Equal(SampleSource.Spectrum, samples.Source);
        Assert.Equal(1_000, samples.Counts.Sum());
        Assert.Equal(latencies.Max, samples.Values[^1]);
        Assert.True(samples.Values[0] >= latencies.Min, $"{samples.Values[0]} < {latencies.Min}");
        Assert.Equal(latencies.P50, samples.Statistic(DistributionStatistic.P50, samples.Counts, samples.Count));
        Assert.Equal(latencies.P90, samples.Statistic(DistributionStatistic.P90, samples.Counts, samples.Count));

        // 99% is not one of the spectrum's levels (98.906% and 99.063% are), so it is read between them.
        Assert.Equal(
            latencies.P99,
            samples.Statistic(DistributionStatistic.P99, samples.Counts, samples.Count),
            tolerance: latencies.P99 * 0.01);
        Assert.Equal(
            latencies.Mean,
            samples.Statistic(DistributionStatistic.Mean, samples.Counts, samples.Count),
            tolerance: latencies.Mean * 0.02);
    }

    [Fact]
    public void Of_EmptyHistogram_NullNotRebuiltFromTheSpectrum()
    {
        var empty = Latencies.Of(10) with { Count = 0, Histogram = [] };

        Assert.Null(DistributionSamples.Of(empty));
    }

    [Fact]
    public void Of_NothingRecorded_Null()
    {
        var empty = Latencies.Of(10) with { Count = 0, Histogram = null, Spectrum = [] };

        Assert.Null(DistributionSamples.Of(empty));
    }
}

namespace HttpLab.Histograms.Tests;

public sealed class BucketLayoutTests
{
    private const long MaxSafeInteger = 9_007_199_254_740_991; // HdrHistogramJS's usual highest trackable value.

    [Theory]
    [InlineData(1, MaxSafeInteger, 3, 2048, 43, 45056)] // HdrHistogramJS Histogram.spec: "Histogram initialization".
    [InlineData(1, 3_600_000_000_000, 3, 2048, 32, 33792)]
    [InlineData(1, 3_600_000_000, 3, 2048, 22, 23552)]
    [InlineData(1, 30_000_000, 3, 2048, 15, 16384)]
    [InlineData(1, 3_600_000_000, 2, 256, 25, 3328)] // hdr-decode's sample: 25 buckets, 256 sub-buckets.
    [InlineData(1, 2, 0, 2, 2, 3)]
    public void Create_KnownRanges_MatchHdrHistogramSizes(long lowest, long highest, int digits, int subBuckets, int buckets, int countsLength)
    {
        var layout = BucketLayout.Create(lowest, highest, digits);

        Assert.Equal(subBuckets, layout.SubBucketCount);
        Assert.Equal(buckets, layout.BucketCount);
        Assert.Equal(countsLength, layout.CountsArrayLength);
    }

    [Theory]
    [InlineData(1, 3, 2000, 2000)] // HdrHistogramJS: a value in the first bucket is its own index.
    [InlineData(1, 3, 2050, 2049)] // ... and the next bucket halves the resolution.
    [InlineData(2000, 2, 16000, 15)] // ... with a lowest discernible value of 2000.
    [InlineData(2000, 2, MaxSafeInteger - 1, 4735)]
    public void CountsArrayIndex_HdrHistogramJsCases_MatchTheirIndex(long lowest, int digits, long value, int expectedIndex)
    {
        var layout = BucketLayout.Create(lowest, MaxSafeInteger, digits);

        Assert.Equal(expectedIndex, layout.CountsArrayIndex(value));
    }

    [Fact]
    public void ValueFromIndex_EveryIndex_IsTheLowestValueLandingThere()
    {
        var layout = BucketLayout.Create(1, 3_600_000_000, 3);

        for (var index = 0; index < layout.CountsArrayLength; index++)
        {
            var value = layout.ValueFromIndex(index);
            Assert.Equal(index, layout.CountsArrayIndex(value));
            Assert.Equal(value, layout.LowestEquivalentValue(value));
            Assert.Equal(index, layout.CountsArrayIndex(layout.HighestEquivalentValue(value)));
            if (index > 0)
            {
                Assert.Equal(value - 1, layout.HighestEquivalentValue(layout.ValueFromIndex(index - 1)));
            }
        }
    }

    [Theory]
    [InlineData(0, 0, 0, 1)]
    [InlineData(2047, 2047, 2047, 1)] // Bucket 0: unit resolution up to 2 * 10^3.
    [InlineData(2048, 2048, 2049, 2)]
    [InlineData(5001, 5000, 5003, 4)]
    [InlineData(10_000, 10_000, 10_007, 8)]
    [InlineData(1_000_000, 999_936, 1_000_447, 512)]
    public void EquivalentValues_MicrosecondHistogram_SpanTheBucket(long value, long lowest, long highest, long size)
    {
        var histogram = LongHistogram.ForMicroseconds();

        Assert.Equal(lowest, histogram.LowestEquivalentValue(value));
        Assert.Equal(highest, histogram.HighestEquivalentValue(value));
        Assert.Equal(size, histogram.SizeOfEquivalentValueRange(value));
        Assert.True(histogram.ValuesAreEquivalent(lowest, highest));
        Assert.False(histogram.ValuesAreEquivalent(lowest, highest + 1));
    }

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    [InlineData(5)]
    public void EquivalenceRange_AnyValue_StaysWithinThePrecision(int digits)
    {
        var layout = BucketLayout.Create(1, 3_600_000_000, digits);
        var relativePrecision = Math.Pow(10, -digits);

        for (long value = 1; value < 3_600_000_000; value = (value * 17 / 10) + 1)
        {
            Assert.True(layout.SizeOfEquivalentValueRange(value) - 1 <= Math.Max(1, value * relativePrecision), $"value {value}");
        }
    }

    [Fact]
    public void Create_LowestDiscernibleValue1000_UsesAUnitOf512()
    {
        var layout = BucketLayout.Create(1000, 3_600_000_000_000, 2);

        Assert.Equal(9, layout.UnitMagnitude);
        Assert.Equal(0, layout.CountsArrayIndex(511));
        Assert.Equal(1, layout.CountsArrayIndex(512));
    }

    [Theory]
    [InlineData(0, 100, 3)]
    [InlineData(10, 19, 3)]
    [InlineData(1, 100, 6)]
    [InlineData(1, 100, -1)]
    public void Create_InvalidSettings_Throw(long lowest, long highest, int digits)
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new LongHistogram(lowest, highest, digits));
    }
}

namespace HttpLab.Histograms.Tests;

public sealed class LongHistogramRecordingTests
{
    [Fact]
    public void RecordValue_EquivalentValues_ShareOneCount()
    {
        var histogram = LongHistogram.ForMicroseconds();

        histogram.RecordValue(10_000);
        histogram.RecordValue(10_007);
        histogram.RecordValue(10_008);

        Assert.Equal(3, histogram.TotalCount);
        Assert.Equal(2, histogram.GetCountAtValue(10_003));
        Assert.Equal(1, histogram.GetCountAtValue(10_008));
    }

    [Fact]
    public void MinAndMax_RecordedValues_ReportTheirBucketsLikeHdrHistogram()
    {
        var histogram = LongHistogram.ForMicroseconds();

        histogram.RecordValue(5001);
        histogram.RecordValue(1_000_000);

        Assert.Equal(5000, histogram.Min); // Lowest equivalent value.
        Assert.Equal(1_000_447, histogram.Max); // Highest equivalent value.
    }

    [Fact]
    public void Min_ZeroRecorded_IsZero()
    {
        var histogram = LongHistogram.ForMicroseconds();

        histogram.RecordValue(0);
        histogram.RecordValue(7);

        Assert.Equal(0, histogram.Min);
        Assert.Equal(7, histogram.Max);
    }

    [Fact]
    public void EmptyHistogram_AllStatistics_AreZero()
    {
        var histogram = LongHistogram.ForMicroseconds();

        Assert.Equal(0, histogram.TotalCount);
        Assert.Equal(0, histogram.Min);
        Assert.Equal(0, histogram.Max);
        Assert.Equal(0, histogram.Mean);
        Assert.Equal(0, histogram.StandardDeviation);
        Assert.Equal(0, histogram.GetValueAtPercentile(99));
        Assert.Equal(default(DistributionSummary), histogram.Summarize());
    }

    [Theory]
    [InlineData(-1)]
    [InlineData(long.MinValue)]
    [InlineData(LongHistogram.MicrosecondsPerHour + 1)]
    [InlineData(long.MaxValue)]
    public void RecordValue_OutOfRange_ThrowsAndCountsIt(long value)
    {
        var histogram = LongHistogram.ForMicroseconds();

        var exception = Assert.Throws<ArgumentOutOfRangeException>(() => histogram.RecordValue(value));

        Assert.Contains("0..3600000000", exception.Message, StringComparison.Ordinal);
        Assert.Equal(0, histogram.TotalCount);
        Assert.Equal(1, histogram.OutOfRangeCount);
    }

    [Fact]
    public void TryRecordValue_OutOfRange_ReturnsFalseAndCountsIt()
    {
        var histogram = LongHistogram.ForMicroseconds();

        Assert.True(histogram.TryRecordValue(LongHistogram.MicrosecondsPerHour));
        Assert.False(histogram.TryRecordValue(LongHistogram.MicrosecondsPerHour + 1));
        Assert.False(histogram.TryRecordValue(-5));

        Assert.Equal(1, histogram.TotalCount);
        Assert.Equal(2, histogram.OutOfRangeCount);
        Assert.Equal(histogram.HighestEquivalentValue(LongHistogram.MicrosecondsPerHour), histogram.Max);
    }

    [Fact]
    public void RecordValueWithCount_OutOfRangeOrNegativeCount_Throws()
    {
        var histogram = LongHistogram.ForMicroseconds();

        Assert.Throws<ArgumentOutOfRangeException>(() => histogram.RecordValueWithCount(LongHistogram.MicrosecondsPerHour + 1, 3));
        Assert.Throws<ArgumentOutOfRangeException>(() => histogram.RecordValueWithCount(10, -1));
        Assert.Equal(0, histogram.TotalCount);
    }

    [Fact]
    public void RecordValueWithCount_Count_AddsThatMany()
    {
        var histogram = LongHistogram.ForMicroseconds();

        histogram.RecordValueWithCount(100, 1_000_000_000_000);
        histogram.RecordValueWithCount(200, 0);

        Assert.Equal(1_000_000_000_000, histogram.TotalCount);
        Assert.Equal(100, histogram.Max);
        Assert.Equal(100, histogram.Min);
    }

    [Fact]
    public void RecordValueWithExpectedInterval_OneStall_BackFillsTheMissedSamples()
    {
        var histogram = LongHistogram.ForMicroseconds();

        // A 1 s stall with a 10 ms expected interval hides 99 samples that would have waited 990 ms, 980 ms ... 10 ms.
        histogram.RecordValueWithExpectedInterval(1_000_000, 10_000);

        Assert.Equal(100, histogram.TotalCount);
        Assert.Equal(10_000, histogram.Min);
        Assert.Equal(histogram.HighestEquivalentValue(1_000_000), histogram.Max);
        Assert.Equal(900_095, histogram.GetValueAtPercentile(90)); // The 90th of 10 ms .. 1000 ms is 900 ms.
        Assert.Equal(500_223, histogram.GetValueAtPercentile(50));
    }

    [Fact]
    public void RecordValueWithExpectedInterval_HdrHistogramJsCase_AddsOneValue()
    {
        var histogram = LongHistogram.ForMicroseconds();

        histogram.RecordValueWithExpectedInterval(207, 100); // HdrHistogramJS: total 2, min 107, max 207.

        Assert.Equal(2, histogram.TotalCount);
        Assert.Equal(107, histogram.Min);
        Assert.Equal(207, histogram.Max);
    }

    [Theory]
    [InlineData(500, 1000)]
    [InlineData(1000, 1000)]
    [InlineData(1000, 0)]
    [InlineData(1000, -5)]
    public void RecordValueWithExpectedInterval_NoStall_RecordsTheValueAlone(long value, long interval)
    {
        var histogram = LongHistogram.ForMicroseconds();

        histogram.RecordValueWithExpectedInterval(value, interval);

        Assert.Equal(1, histogram.TotalCount);
    }

    [Fact]
    public void RecordValue_SmallerThanTheUnit_CountsAsZero()
    {
        var histogram = new LongHistogram(1000, 3_600_000_000_000, 3);

        histogram.RecordValue(300);

        Assert.Equal(0, histogram.Min);
        Assert.Equal(511, histogram.Max);
        Assert.Equal(1, histogram.GetCountAtValue(0));
    }

    [Fact]
    public void RecordValue_ManyValues_AllocatesNothing()
    {
        var histogram = LongHistogram.ForMicroseconds();
        histogram.RecordValue(1); // Let the JIT compile the path first.
        histogram.TryRecordValue(2);

        var before = GC.GetAllocatedBytesForCurrentThread();
        for (long value = 0; value < 100_000; value++)
        {
            histogram.RecordValue(value * 17);
            histogram.TryRecordValue(value);
        }

        Assert.Equal(before, GC.GetAllocatedBytesForCurrentThread());
    }
}

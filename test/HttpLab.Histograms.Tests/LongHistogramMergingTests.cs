namespace HttpLab.Histograms.Tests;

public sealed class LongHistogramMergingTests
{
    private static LongHistogram Record(params long[] values)
    {
        var histogram = LongHistogram.ForMicroseconds();
        foreach (var value in values)
        {
            histogram.RecordValue(value);
        }

        return histogram;
    }

    [Fact]
    public void Add_SameLayout_MergesExactly()
    {
        var first = Record(1, 500, 10_000);
        var second = Record(500, 2_000_000, 3);
        var expected = Record(1, 500, 10_000, 500, 2_000_000, 3);

        first.Add(second);

        Assert.True(first.HasSameCounts(expected));
        Assert.Equal(6, first.TotalCount);
        Assert.Equal(expected.Min, first.Min);
        Assert.Equal(expected.Max, first.Max);
        Assert.Equal(expected.Mean, first.Mean);
    }

    [Fact]
    public void Add_SameIndexingSmallerRange_MergesExactly()
    {
        var wide = LongHistogram.ForMicroseconds();
        var narrow = new LongHistogram(1, 100_000, 3);
        narrow.RecordValue(99_999);
        narrow.RecordValue(7);
        wide.RecordValue(3_000_000_000);

        wide.Add(narrow);

        Assert.Equal(3, wide.TotalCount);
        Assert.Equal(1, wide.GetCountAtValue(99_999));
        Assert.Equal(7, wide.Min);
    }

    [Fact]
    public void Add_OtherExceedsTheRange_ThrowsAndLeavesThisUnchanged()
    {
        var narrow = new LongHistogram(1, 100_000, 3);
        narrow.RecordValue(10);
        var wide = Record(3_000_000_000);

        Assert.Throws<ArgumentException>(() => narrow.Add(wide));

        Assert.Equal(1, narrow.TotalCount);
        Assert.Equal(10, narrow.Max);
    }

    [Fact]
    public void Add_DifferentPrecision_RecordsEachBucketAtItsLowestValue()
    {
        var coarse = new LongHistogram(1, 3_600_000_000, 2);
        coarse.RecordValue(10_000); // Bucket 9984 .. 10047 at two digits.
        var fine = LongHistogram.ForMicroseconds();

        fine.Add(coarse);

        Assert.Equal(1, fine.TotalCount);
        Assert.Equal(1, fine.GetCountAtValue(9984));
    }

    [Fact]
    public void Add_TimeStamps_WidenToCoverBoth()
    {
        var first = Record(1);
        first.StartTimeStamp = 2000;
        first.EndTimeStamp = 3000;
        var second = Record(2);
        second.StartTimeStamp = 1000;
        second.EndTimeStamp = 2500;

        first.Add(second);

        Assert.Equal(1000, first.StartTimeStamp);
        Assert.Equal(3000, first.EndTimeStamp);
    }

    [Fact]
    public void Add_OutOfRangeCounts_AddUp()
    {
        var first = Record(1);
        first.TryRecordValue(-1);
        var second = Record(2);
        second.TryRecordValue(-1);
        second.TryRecordValue(-2);

        first.Add(second);

        Assert.Equal(3, first.OutOfRangeCount);
    }

    [Fact]
    public void Reset_RecordedHistogram_BehavesAsNew()
    {
        var histogram = Record(1, 2000, 3_000_000);
        histogram.TryRecordValue(-1);
        histogram.StartTimeStamp = 42;

        histogram.Reset();
        histogram.RecordValue(1000);

        Assert.True(histogram.HasSameCounts(Record(1000)));
        Assert.Equal(1000, histogram.Min);
        Assert.Equal(1000, histogram.Max);
        Assert.Equal(0, histogram.OutOfRangeCount);
        Assert.Equal(42, histogram.StartTimeStamp); // HdrHistogram's reset keeps time stamps.
    }

    [Fact]
    public void Copy_RecordedHistogram_IsEqualAndIndependent()
    {
        var original = Record(1, 2000, 3_000_000);
        original.StartTimeStamp = 10;
        original.EndTimeStamp = 20;
        original.Tag = "load";

        var copy = original.Copy();
        original.RecordValue(5);

        Assert.Equal(3, copy.TotalCount);
        Assert.True(copy.HasSameCounts(Record(1, 2000, 3_000_000)));
        Assert.Equal((10L, 20L, "load"), (copy.StartTimeStamp, copy.EndTimeStamp, copy.Tag));
        Assert.Equal(original.HighestTrackableValue, copy.HighestTrackableValue);
        Assert.Equal(1, copy.Min);
    }
}

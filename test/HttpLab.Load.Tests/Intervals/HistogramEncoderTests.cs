using HdrHistogram;
using HdrHistogram.Utilities;
using HttpLab.Load.Intervals;

namespace HttpLab.Load.Tests.Intervals;

public sealed class HistogramEncoderTests
{
    public static TheoryData<long, long, int> Ranges => new()
    {
        { 1, 3_600_000_000, 3 },
        { 1, 1_000_000, 2 },
        { 1_000, 60_000_000_000, 3 },
        { 1, 100_000_000_000, 4 },
    };

    [Theory]
    [MemberData(nameof(Ranges))]
    public void EncodeCompressed_EveryBucketBoundary_HdrHistogramDecodesTheSameCounts(
        long lowest, long highest, int digits)
    {
        var histogram = new LongHistogram(lowest, highest, digits);
        var count = 1L;
        for (var value = lowest; value <= highest && value > 0; value = (value * 2) - 1 + (value % 3))
        {
            // Values on and beside bucket boundaries, with counts past 2^32, and runs of empty buckets between.
            histogram.RecordValueWithCount(value, count);
            histogram.RecordValueWithCount(Math.Min(highest, value + 1), 1);
            count = (count * 37) % 9_000_000_000L + 1;
        }

        AssertDecodesTheSame(histogram, new HistogramEncoder().EncodeCompressed(histogram).ToArray());
    }

    [Fact]
    public void EncodeCompressed_Empty_DecodesEmpty()
    {
        var histogram = LatencyHistograms.Create();

        var decoded = Decode(new HistogramEncoder().EncodeCompressed(histogram).ToArray());

        Assert.Equal(0, decoded.TotalCount);
        Assert.Equal(3_600_000_000, decoded.HighestTrackableValue);
    }

    [Fact]
    public void EncodeCompressed_OneEncoderManyHistograms_EachDecodesAsItsOwn()
    {
        var encoder = new HistogramEncoder();
        var wide = LatencyHistograms.Create();
        for (var value = 1L; value < LatencyHistograms.HighestMicroseconds; value *= 3)
        {
            wide.RecordValue(value);
        }

        var narrow = LatencyHistograms.Create();
        narrow.RecordValueWithCount(250, 1_000);

        AssertDecodesTheSame(wide, encoder.EncodeCompressed(wide).ToArray());
        AssertDecodesTheSame(narrow, encoder.EncodeCompressed(narrow).ToArray());
        AssertDecodesTheSame(wide, encoder.EncodeCompressed(wide).ToArray());
    }

    [Fact]
    public void EncodeCompressed_ASecondOfLoad_AllocatesATenthOfWhatHdrHistogramsOwnEncoderDoes()
    {
        var histogram = LatencyHistograms.Create();
        for (var value = 50L; value < 5_000; value += 7)
        {
            histogram.RecordValue(value);
        }

        var encoder = new HistogramEncoder();
        encoder.EncodeCompressed(histogram);
        var before = GC.GetAllocatedBytesForCurrentThread();
        encoder.EncodeCompressed(histogram);
        var ours = GC.GetAllocatedBytesForCurrentThread() - before;
        var buffer = ByteBuffer.Allocate(histogram.GetNeededByteBufferCapacity());
        before = GC.GetAllocatedBytesForCurrentThread();
        histogram.EncodeIntoCompressedByteBuffer(buffer);
        var theirs = GC.GetAllocatedBytesForCurrentThread() - before;

        Assert.True(ours * 10 < theirs, $"{ours:#,0} bytes allocated, HdrHistogram.NET's encoder {theirs:#,0}");
    }

    private static void AssertDecodesTheSame(HistogramBase histogram, byte[] encoded)
    {
        var decoded = Decode(encoded);
        Assert.Equal(histogram.TotalCount, decoded.TotalCount);
        Assert.Equal(histogram.LowestTrackableValue, decoded.LowestTrackableValue);
        Assert.Equal(histogram.HighestTrackableValue, decoded.HighestTrackableValue);
        Assert.Equal(histogram.NumberOfSignificantValueDigits, decoded.NumberOfSignificantValueDigits);
        Assert.Equal(Buckets(histogram), Buckets(decoded));
    }

    private static HistogramBase Decode(byte[] encoded) =>
        HistogramEncoding.DecodeFromCompressedByteBuffer(ByteBuffer.Allocate(encoded), 0);

    private static (long Value, long Count)[] Buckets(HistogramBase histogram) => histogram.RecordedValues()
        .Select(bucket => (bucket.ValueIteratedTo, bucket.CountAtValueIteratedTo))
        .ToArray();
}

using HdrHistogram;
using HdrHistogram.Utilities;
using HttpLab.Load.Intervals;

namespace HttpLab.Load;

/// <summary>
/// HttpLab's latency histograms: microseconds, 1 μs to 1 hour, 3 significant digits; and their compressed V2 form.
/// </summary>
public static class LatencyHistograms
{
    /// <summary>The highest value recorded, in microseconds: one hour.</summary>
    public const long HighestMicroseconds = 3_600_000_000;

    private const int SignificantDigits = 3;

    /// <summary>A single-threaded histogram of HttpLab's latency range.</summary>
    public static LongHistogram Create() => new(1, HighestMicroseconds, SignificantDigits);

    /// <summary>
    /// A recorder of HttpLab's latency range whose writers never block and never allocate (interlocked counts in its
    /// concurrent histograms); its interval histograms are swapped under HdrHistogram's writer-reader phaser.
    /// </summary>
    public static Recorder CreateRecorder() =>
        HistogramFactory.With64BitBucketSize()
            .WithValuesFrom(1)
            .WithValuesUpTo(HighestMicroseconds)
            .WithPrecisionOf(SignificantDigits)
            .WithThreadSafeWrites()
            .WithThreadSafeReads()
            .Create();

    /// <summary>
    /// HdrHistogram's compressed V2 encoding of <paramref name="histogram"/> (what interval logs carry in base64), by
    /// this thread's <see cref="HistogramEncoder"/>.
    /// </summary>
    public static byte[] EncodeCompressed(HistogramBase histogram) =>
        HistogramEncoder.OfThisThread.EncodeCompressed(histogram).ToArray();

    /// <summary>Decodes <see cref="EncodeCompressed"/>'s bytes.</summary>
    public static HistogramBase DecodeCompressed(ReadOnlyMemory<byte> encoded) =>
        HistogramEncoding.DecodeFromCompressedByteBuffer(ByteBuffer.Allocate(encoded.ToArray()), 0);

    /// <summary>
    /// The value at <paramref name="percentile"/>, or 0 for an empty histogram (where HdrHistogram.NET throws).
    /// </summary>
    public static long ValueAtPercentile(HistogramBase histogram, double percentile)
    {
        ArgumentNullException.ThrowIfNull(histogram);
        return histogram.TotalCount == 0 ? 0 : histogram.GetValueAtPercentile(percentile);
    }

    /// <summary>
    /// Adds <paramref name="source"/>'s counts to <paramref name="target"/> (same range and precision), bucket for
    /// bucket like <see cref="HistogramBase.Add"/>, but visiting only the buckets up to the highest recorded value:
    /// HdrHistogram's Add walks all of the ~23,500 buckets of HttpLab's range through two virtual calls each, which a
    /// profile of a run at 1 req/s found to be a sixth of the generator's CPU when its interval histograms were added
    /// to the run's totals every second.
    /// </summary>
    public static void AddRecorded(HistogramBase target, HistogramBase source)
    {
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(source);
        if (source.TotalCount == 0)
        {
            return;
        }

        foreach (var bucket in source.RecordedValues())
        {
            target.RecordValueWithCount(bucket.ValueIteratedTo, bucket.CountAtValueIteratedTo);
        }
    }
}

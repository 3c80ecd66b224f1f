using HdrHistogram;
using HdrHistogram.Utilities;

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
    /// HdrHistogram's compressed V2 encoding of <paramref name="histogram"/> (what interval logs carry in base64).
    /// </summary>
    public static byte[] EncodeCompressed(HistogramBase histogram)
    {
        ArgumentNullException.ThrowIfNull(histogram);
        var buffer = ByteBuffer.Allocate(histogram.GetNeededByteBufferCapacity());
        var length = histogram.EncodeIntoCompressedByteBuffer(buffer);

        // The package's ByteBuffer exposes its bytes only one at a time.
        var encoded = new byte[length];
        buffer.Position = 0;
        for (var index = 0; index < length; index++)
        {
            encoded[index] = buffer.Get();
        }

        return encoded;
    }

    /// <summary>Decodes <see cref="EncodeCompressed"/>'s bytes.</summary>
    public static HistogramBase DecodeCompressed(ReadOnlyMemory<byte> encoded) =>
        HistogramEncoding.DecodeFromCompressedByteBuffer(ByteBuffer.Allocate(encoded.ToArray()), 0);
}

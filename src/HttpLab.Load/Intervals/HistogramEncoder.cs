using System.Buffers.Binary;
using System.IO.Compression;
using System.Numerics;
using HdrHistogram;

namespace HttpLab.Load.Intervals;

/// <summary>
/// Encodes a histogram in HdrHistogram's compressed V2 form (what interval logs carry in base64, and what
/// HdrHistogram.NET's and Java's decoders read) into buffers it reuses. HdrHistogram.NET's own encoder sizes its
/// buffers for the whole counts array whatever was recorded: 383 KB of garbage per histogram for HttpLab's 1 μs to
/// 1 h range, and 575 KB per interval its log writer appends, three times a second in every load run, enough to make
/// an idle generator collect its large object heap every few seconds. This writes only the counts up to the highest
/// one recorded, as the format allows. One encoder is for one thread at a time.
/// </summary>
public sealed class HistogramEncoder
{
    // The V2 cookies with the word-size nibble HdrHistogram writes for zig-zag LEB128 counts (0x10).
    private const int EncodingCookie = 0x1c849303 | 0x10;
    private const int CompressedEncodingCookie = 0x1c849304 | 0x10;
    private const int HeaderBytes = 40;
    private const int MaxLeb128Bytes = 10;

    [ThreadStatic]
    private static HistogramEncoder? ofThisThread;

    private readonly MemoryStream compressed = new();
    private byte[] uncompressed = new byte[4096];

    /// <summary>This thread's encoder, made on first use: every encoding in HttpLab goes through one.</summary>
    public static HistogramEncoder OfThisThread => ofThisThread ??= new HistogramEncoder();

    /// <summary>
    /// The compressed encoding of <paramref name="histogram"/>; valid until this encoder's next call.
    /// </summary>
    public ReadOnlySpan<byte> EncodeCompressed(HistogramBase histogram)
    {
        ArgumentNullException.ThrowIfNull(histogram);
        var length = EncodeUncompressed(histogram);
        compressed.SetLength(0);
        Span<byte> header = stackalloc byte[8];
        compressed.Write(header);
        using (var zlib = new ZLibStream(compressed, CompressionLevel.Optimal, leaveOpen: true))
        {
            zlib.Write(uncompressed, 0, length);
        }

        var buffer = compressed.GetBuffer();
        BinaryPrimitives.WriteInt32BigEndian(buffer, CompressedEncodingCookie);
        BinaryPrimitives.WriteInt32BigEndian(buffer.AsSpan(4), (int)compressed.Length - header.Length);
        return buffer.AsSpan(0, (int)compressed.Length);
    }

    private int EncodeUncompressed(HistogramBase histogram)
    {
        var layout = new BucketLayout(histogram);
        var position = HeaderBytes;
        var nextIndex = 0;
        foreach (var bucket in histogram.RecordedValues())
        {
            var index = layout.CountsIndex(bucket.ValueIteratedTo);
            var zeros = index - nextIndex;
            if (zeros > 0)
            {
                // A run of zero counts is one negative number; a single zero is itself.
                position = Put(zeros == 1 ? 0 : -zeros, position);
            }

            position = Put(bucket.CountAtValueIteratedTo, position);
            nextIndex = index + 1;
        }

        var header = uncompressed.AsSpan(0, HeaderBytes);
        BinaryPrimitives.WriteInt32BigEndian(header, EncodingCookie);
        BinaryPrimitives.WriteInt32BigEndian(header[4..], position - HeaderBytes);
        BinaryPrimitives.WriteInt32BigEndian(header[8..], 0);
        BinaryPrimitives.WriteInt32BigEndian(header[12..], histogram.NumberOfSignificantValueDigits);
        BinaryPrimitives.WriteInt64BigEndian(header[16..], histogram.LowestTrackableValue);
        BinaryPrimitives.WriteInt64BigEndian(header[24..], histogram.HighestTrackableValue);
        BinaryPrimitives.WriteDoubleBigEndian(header[32..], 1.0);
        return position;
    }

    /// <summary>Writes <paramref name="value"/> zig-zag LEB128 encoded at <paramref name="position"/>.</summary>
    private int Put(long value, int position)
    {
        if (position + MaxLeb128Bytes > uncompressed.Length)
        {
            Array.Resize(ref uncompressed, uncompressed.Length * 2);
        }

        var zigZag = (ulong)((value << 1) ^ (value >> 63));
        while (zigZag >= 0x80)
        {
            uncompressed[position++] = (byte)(zigZag | 0x80);
            zigZag >>= 7;
        }

        uncompressed[position++] = (byte)zigZag;
        return position;
    }

    /// <summary>
    /// Where HdrHistogram keeps a value's count: its bucket and sub-bucket, as its own arithmetic has it.
    /// </summary>
    private readonly struct BucketLayout
    {
        private readonly int unitMagnitude;
        private readonly int subBucketHalfCountMagnitude;
        private readonly int subBucketHalfCount;
        private readonly long subBucketMask;
        private readonly int leadingZeroCountBase;

        public BucketLayout(HistogramBase histogram)
        {
            var largestValueWithSingleUnitResolution = 2 * (long)Math.Pow(10, histogram.NumberOfSignificantValueDigits);
            unitMagnitude = (int)Math.Floor(Math.Log2(histogram.LowestTrackableValue));
            var subBucketCountMagnitude = (int)Math.Ceiling(Math.Log2(largestValueWithSingleUnitResolution));
            subBucketHalfCountMagnitude = Math.Max(subBucketCountMagnitude, 1) - 1;
            var subBucketCount = 1 << (subBucketHalfCountMagnitude + 1);
            subBucketHalfCount = subBucketCount / 2;
            subBucketMask = (long)(subBucketCount - 1) << unitMagnitude;
            leadingZeroCountBase = 64 - unitMagnitude - subBucketHalfCountMagnitude - 1;
        }

        public int CountsIndex(long value)
        {
            var bucket = leadingZeroCountBase - BitOperations.LeadingZeroCount((ulong)(value | subBucketMask));
            var subBucket = (int)(value >> (bucket + unitMagnitude));
            return ((bucket + 1) << subBucketHalfCountMagnitude) + (subBucket - subBucketHalfCount);
        }
    }
}

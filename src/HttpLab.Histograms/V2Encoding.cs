using System.Buffers.Binary;

namespace HttpLab.Histograms;

/// <summary>
/// HdrHistogram's uncompressed V2 encoding (AbstractHistogram.encodeIntoByteBuffer): a 40-byte big-endian header, then
/// the counts up to the highest recorded one as ZigZag LEB128 values, where a negative value -n stands for n zero counts.
/// </summary>
internal static class V2Encoding
{
    public const int HeaderSize = 40;

    // The cookie's low nibble of the second byte is the word size: 0x10 marks the variable-length V2 counts.
    public const int Cookie = V2CookieBase | 0x10;
    private const int V2CookieBase = 0x1c849303;
    private const int V1CookieBase = 0x1c849301;
    private const int V0CookieBase = 0x1c849308;

    public static byte[] Encode(LongHistogram histogram)
    {
        ref readonly var layout = ref histogram.Layout;
        var relevantLength = histogram.RelevantLength;
        var buffer = new byte[HeaderSize + (relevantLength * ZigZagLeb128.MaxBytes)];
        var span = buffer.AsSpan();
        BinaryPrimitives.WriteInt32BigEndian(span, Cookie);
        BinaryPrimitives.WriteInt32BigEndian(span[12..], layout.SignificantDigits);
        BinaryPrimitives.WriteInt64BigEndian(span[16..], layout.LowestDiscernibleValue);
        BinaryPrimitives.WriteInt64BigEndian(span[24..], layout.HighestTrackableValue);
        BinaryPrimitives.WriteDoubleBigEndian(span[32..], 1.0); // integerToDoubleValueConversionRatio: 1 for integer histograms.

        var position = HeaderSize;
        var index = 0;
        while (index < relevantLength)
        {
            var count = histogram.GetCountAtIndex(index++);
            if (count == 0)
            {
                long zeros = 1;
                while (index < relevantLength && histogram.GetCountAtIndex(index) == 0)
                {
                    zeros++;
                    index++;
                }

                // A single zero is written as the count 0 itself, as HdrHistogram does.
                count = zeros > 1 ? -zeros : 0;
            }

            position += ZigZagLeb128.Write(count, span[position..]);
        }

        BinaryPrimitives.WriteInt32BigEndian(span[4..], position - HeaderSize);
        return buffer[..position];
    }

    /// <summary>Reads the header fields and returns the payload length it announces.</summary>
    public static (BucketLayout Layout, int PayloadLength) ReadHeader(ReadOnlySpan<byte> header)
    {
        if (header.Length < HeaderSize)
        {
            throw new InvalidDataException("The histogram encoding is shorter than its 40-byte header.");
        }

        var cookie = BinaryPrimitives.ReadInt32BigEndian(header);
        var cookieBase = cookie & ~0xf0;
        if (cookieBase is V1CookieBase or V0CookieBase)
        {
            throw new InvalidDataException($"The histogram uses HdrHistogram's V0/V1 encoding (cookie 0x{cookie:x8}); only V2 is supported.");
        }

        if (cookieBase != V2CookieBase)
        {
            throw new InvalidDataException($"The data is not an HdrHistogram V2 encoding (cookie 0x{cookie:x8}).");
        }

        var payloadLength = BinaryPrimitives.ReadInt32BigEndian(header[4..]);
        var normalizingIndexOffset = BinaryPrimitives.ReadInt32BigEndian(header[8..]);
        var significantDigits = BinaryPrimitives.ReadInt32BigEndian(header[12..]);
        var lowestDiscernibleValue = BinaryPrimitives.ReadInt64BigEndian(header[16..]);
        var highestTrackableValue = BinaryPrimitives.ReadInt64BigEndian(header[24..]);
        if (normalizingIndexOffset != 0)
        {
            throw new InvalidDataException("The histogram was shifted (normalizing index offset is not 0), which integer histograms never are.");
        }

        BucketLayout layout;
        try
        {
            layout = BucketLayout.Create(lowestDiscernibleValue, highestTrackableValue, significantDigits);
        }
        catch (ArgumentOutOfRangeException exception)
        {
            throw new InvalidDataException($"The histogram header describes an impossible layout: {exception.Message}", exception);
        }

        // Bound the payload by the longest counts array any highest value could need, so a corrupt length cannot allocate wildly.
        var maxPayload = (long)BucketLayout.Create(lowestDiscernibleValue, long.MaxValue, significantDigits).CountsArrayLength * ZigZagLeb128.MaxBytes;
        if (payloadLength < 0 || payloadLength > maxPayload)
        {
            throw new InvalidDataException($"The histogram header announces an impossible payload of {payloadLength} bytes.");
        }

        return (layout, payloadLength);
    }

    /// <summary>Decodes the counts of a payload into a histogram with the header's layout (grown if the counts need more room).</summary>
    public static LongHistogram DecodePayload(in BucketLayout headerLayout, ReadOnlySpan<byte> payload)
    {
        var counts = new List<(int Index, long Count)>();
        var filledLength = 0;
        var position = 0;
        while (position < payload.Length)
        {
            var count = ZigZagLeb128.Read(payload, ref position);
            if (count < 0)
            {
                var zeros = -count;
                if (zeros > int.MaxValue - filledLength)
                {
                    throw new InvalidDataException("The histogram payload holds an impossible run of zero counts.");
                }

                filledLength += (int)zeros;
            }
            else
            {
                if (count > 0)
                {
                    counts.Add((filledLength, count));
                }

                filledLength++;
            }
        }

        var layout = headerLayout;
        if (filledLength > layout.CountsArrayLength)
        {
            if (filledLength > BucketLayout.Create(layout.LowestDiscernibleValue, long.MaxValue, layout.SignificantDigits).CountsArrayLength)
            {
                throw new InvalidDataException("The histogram payload holds more counts than any histogram of its layout can.");
            }

            // HdrHistogram may encode an auto-resized histogram whose counts reach past the header's highest trackable value.
            var highestNeeded = layout.HighestEquivalentValue(layout.ValueFromIndex(filledLength - 1));
            layout = BucketLayout.Create(layout.LowestDiscernibleValue, highestNeeded, layout.SignificantDigits);
        }

        var histogram = new LongHistogram(layout);
        foreach (var (index, count) in counts)
        {
            histogram.SetCountAtIndex(index, count);
        }

        histogram.EstablishTrackingValues();
        return histogram;
    }
}

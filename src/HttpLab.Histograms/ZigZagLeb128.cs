namespace HttpLab.Histograms;

/// <summary>
/// HdrHistogram's LEB128-64b9B variant with ZigZag: seven bits per byte with a continuation bit, except that a ninth
/// byte carries a full eight bits, so any 64-bit value fits in at most nine bytes (standard LEB128 needs ten and is
/// not compatible). ZigZag keeps small negative numbers (HdrHistogram's zero-run lengths) short.
/// </summary>
internal static class ZigZagLeb128
{
    public const int MaxBytes = 9;

    /// <summary>Writes <paramref name="value"/> at the start of <paramref name="destination"/> and returns the bytes used.</summary>
    public static int Write(long value, Span<byte> destination)
    {
        var zigZag = (ulong)((value << 1) ^ (value >> 63));
        var written = 0;
        while (written < MaxBytes - 1)
        {
            if (zigZag >> 7 == 0)
            {
                destination[written++] = (byte)zigZag;
                return written;
            }

            destination[written++] = (byte)((zigZag & 0x7F) | 0x80);
            zigZag >>= 7;
        }

        // The ninth byte keeps the remaining eight bits whole, without a continuation bit.
        destination[written++] = (byte)zigZag;
        return written;
    }

    /// <summary>Reads a value starting at <paramref name="position"/>, advancing it past the value.</summary>
    /// <exception cref="InvalidDataException">The value runs past the end of <paramref name="source"/>.</exception>
    public static long Read(ReadOnlySpan<byte> source, ref int position)
    {
        ulong zigZag = 0;
        for (var i = 0; i < MaxBytes; i++)
        {
            if (position >= source.Length)
            {
                throw new InvalidDataException("The histogram payload ends in the middle of a count.");
            }

            ulong current = source[position++];
            if (i == MaxBytes - 1)
            {
                zigZag |= current << 56;
                break;
            }

            zigZag |= (current & 0x7F) << (7 * i);
            if ((current & 0x80) == 0)
            {
                break;
            }
        }

        return (long)(zigZag >> 1) ^ -(long)(zigZag & 1);
    }
}

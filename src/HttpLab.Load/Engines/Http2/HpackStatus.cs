using HttpLab.Load.Engines.Raw;

namespace HttpLab.Load.Engines.Http2;

/// <summary>
/// Reads the :status of a response header block, and nothing else. The engine advertises a header table size of 0,
/// so the server's encoder keeps no dynamic table: every field is a static-table index or a literal, and a block can be
/// read from its first field without remembering earlier blocks. :status is a pseudo-header, so it comes first
/// (after any dynamic table size updates, which must be to 0); the fields after it are never looked at.
/// </summary>
internal static class HpackStatus
{
    private const int FirstStatusIndex = 8;
    private const int LastStatusIndex = 14;

    // Static table entries 8 to 14 (RFC 7541 appendix A): the name :status with these values.
    private static ReadOnlySpan<short> Indexed => [200, 204, 206, 304, 400, 404, 500];

    /// <summary>
    /// <see cref="ParseStatus.Complete"/> with the status; <see cref="ParseStatus.NeedMoreData"/> when the block ends
    /// before the status does; <see cref="ParseStatus.Invalid"/> when the block does not start with a :status we can
    /// read without a dynamic table.
    /// </summary>
    public static ParseStatus Decode(ReadOnlySpan<byte> block, out int status)
    {
        status = 0;
        var position = 0;
        while (position < block.Length && (block[position] & 0xE0) == 0x20)
        {
            // A dynamic table size update: only to 0, the most our settings allow.
            var update = Integer(block, ref position, 5, out var size);
            if (update != ParseStatus.Complete)
            {
                return update;
            }

            if (size != 0)
            {
                return ParseStatus.Invalid;
            }
        }

        if (position == block.Length)
        {
            return ParseStatus.NeedMoreData;
        }

        var first = block[position];
        if ((first & 0x80) != 0)
        {
            var indexed = Integer(block, ref position, 7, out var index);
            if (indexed == ParseStatus.Complete && index is >= FirstStatusIndex and <= LastStatusIndex)
            {
                status = Indexed[index - FirstStatusIndex];
            }

            return indexed != ParseStatus.Complete ? indexed : status == 0 ? ParseStatus.Invalid : ParseStatus.Complete;
        }

        // A literal: with incremental indexing (01, a 6-bit name index; the entry is dropped at once by a table of
        // size 0), without indexing (0000) or never indexed (0001), both with a 4-bit name index.
        var prefix = (first & 0xC0) == 0x40 ? 6 : (first & 0xE0) == 0x00 ? 4 : 0;
        if (prefix == 0)
        {
            return ParseStatus.Invalid;
        }

        var name = Integer(block, ref position, prefix, out var nameIndex);
        if (name != ParseStatus.Complete)
        {
            return name;
        }

        if (nameIndex == 0)
        {
            var literalName = Literal(block, ref position, out var nameBytes, out var nameHuffman);
            if (literalName != ParseStatus.Complete)
            {
                return literalName;
            }

            if (nameHuffman || !nameBytes.SequenceEqual(":status"u8))
            {
                return ParseStatus.Invalid;
            }
        }
        else if (nameIndex is < FirstStatusIndex or > LastStatusIndex)
        {
            return ParseStatus.Invalid;
        }

        var value = Literal(block, ref position, out var digits, out var huffman);
        if (value != ParseStatus.Complete)
        {
            return value;
        }

        return (huffman ? HuffmanDigits(digits, out status) : RawDigits(digits, out status))
            ? ParseStatus.Complete
            : ParseStatus.Invalid;
    }

    /// <summary>An integer with an N-bit prefix (RFC 7541 section 5.1), up to 2^28.</summary>
    internal static ParseStatus Integer(ReadOnlySpan<byte> block, ref int position, int prefixBits, out int value)
    {
        var mask = (1 << prefixBits) - 1;
        value = block[position] & mask;
        var next = position + 1;
        if (value == mask)
        {
            var shift = 0;
            byte octet;
            do
            {
                if (next == block.Length)
                {
                    return ParseStatus.NeedMoreData;
                }

                if (shift > 21)
                {
                    return ParseStatus.Invalid;
                }

                octet = block[next++];
                value += (octet & 0x7F) << shift;
                shift += 7;
            }
            while ((octet & 0x80) != 0);
        }

        position = next;
        return ParseStatus.Complete;
    }

    private static ParseStatus Literal(
        ReadOnlySpan<byte> block, ref int position, out ReadOnlySpan<byte> bytes, out bool huffman)
    {
        bytes = default;
        huffman = false;
        if (position == block.Length)
        {
            return ParseStatus.NeedMoreData;
        }

        huffman = (block[position] & 0x80) != 0;
        var length = Integer(block, ref position, 7, out var count);
        if (length != ParseStatus.Complete)
        {
            return length;
        }

        if (block.Length - position < count)
        {
            return ParseStatus.NeedMoreData;
        }

        bytes = block.Slice(position, count);
        position += count;
        return ParseStatus.Complete;
    }

    private static bool RawDigits(ReadOnlySpan<byte> digits, out int status)
    {
        status = 0;
        if (digits.Length != 3)
        {
            return false;
        }

        foreach (var digit in digits)
        {
            if (digit is < (byte)'0' or > (byte)'9')
            {
                return false;
            }

            status = (status * 10) + digit - '0';
        }

        return status >= 100;
    }

    /// <summary>
    /// Three digits in HPACK's Huffman code (RFC 7541 appendix B): '0' to '2' are the 5-bit codes 00000 to 00010, '3'
    /// to '9' the 6-bit codes 011001 to 011111; the last byte is padded with at most 7 one-bits.
    /// </summary>
    internal static bool HuffmanDigits(ReadOnlySpan<byte> code, out int status)
    {
        status = 0;
        if (code.Length is < 2 or > 3)
        {
            return false;
        }

        var bits = 0;
        foreach (var octet in code)
        {
            bits = (bits << 8) | octet;
        }

        var remaining = code.Length * 8;
        for (var count = 0; count < 3; count++)
        {
            if (remaining < 5)
            {
                return false;
            }

            var five = (bits >> (remaining - 5)) & 0x1F;
            int digit;
            if (five <= 2)
            {
                digit = five;
                remaining -= 5;
            }
            else
            {
                var six = remaining >= 6 ? (bits >> (remaining - 6)) & 0x3F : -1;
                if (six is < 0x19 or > 0x1F)
                {
                    return false;
                }

                digit = six - 0x19 + 3;
                remaining -= 6;
            }

            status = (status * 10) + digit;
        }

        var padding = (1 << remaining) - 1;
        return remaining < 8 && (bits & padding) == padding && status >= 100;
    }
}

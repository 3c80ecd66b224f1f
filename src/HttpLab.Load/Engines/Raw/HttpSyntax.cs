namespace HttpLab.Load.Engines.Raw;

/// <summary>The byte-level grammar of HTTP/1.1 fields (RFC 9110 section 5), on spans, without allocating.</summary>
internal static class HttpSyntax
{
    public static bool IsDigit(byte value) => value is >= (byte)'0' and <= (byte)'9';

    /// <summary>0-15 for a hex digit, -1 otherwise.</summary>
    public static int HexValue(byte value) => value switch
    {
        >= (byte)'0' and <= (byte)'9' => value - '0',
        >= (byte)'a' and <= (byte)'f' => value - 'a' + 10,
        >= (byte)'A' and <= (byte)'F' => value - 'A' + 10,
        _ => -1,
    };

    /// <summary>tchar: the characters of a field name or token.</summary>
    public static bool IsTokenChar(byte value) =>
        value is (>= (byte)'a' and <= (byte)'z') or (>= (byte)'A' and <= (byte)'Z') or (>= (byte)'0' and <= (byte)'9')
            or (byte)'!' or (byte)'#' or (byte)'$' or (byte)'%' or (byte)'&' or (byte)'\'' or (byte)'*' or (byte)'+'
            or (byte)'-' or (byte)'.' or (byte)'^' or (byte)'_' or (byte)'`' or (byte)'|' or (byte)'~';

    /// <summary>
    /// A field value (or reason phrase): visible characters, spaces, tabs and obs-text; no other control byte.
    /// </summary>
    public static bool IsFieldValue(ReadOnlySpan<byte> value)
    {
        foreach (var character in value)
        {
            if ((character < 0x20 && character != '\t') || character == 0x7F)
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>
    /// "name: value" with a token name, no space before the colon, and the value's surrounding whitespace trimmed.
    /// </summary>
    public static bool IsField(ReadOnlySpan<byte> line, out ReadOnlySpan<byte> name, out ReadOnlySpan<byte> value)
    {
        value = default;
        var colon = line.IndexOf((byte)':');
        name = colon > 0 ? line[..colon] : default;
        if (colon <= 0)
        {
            return false;
        }

        foreach (var character in name)
        {
            if (!IsTokenChar(character))
            {
                return false;
            }
        }

        value = line[(colon + 1)..].Trim(" \t"u8);
        return IsFieldValue(value);
    }

    /// <summary>A non-negative decimal of at most 18 digits (no sign, no spaces).</summary>
    public static bool TryParseDecimal(ReadOnlySpan<byte> text, out long number)
    {
        number = 0;
        if (text.IsEmpty || text.Length > 18)
        {
            return false;
        }

        foreach (var character in text)
        {
            if (!IsDigit(character))
            {
                return false;
            }

            number = (number * 10) + (character - '0');
        }

        return true;
    }

    /// <summary>
    /// True when a comma-separated list (e.g. a Connection field) holds <paramref name="token"/>, ignoring case.
    /// </summary>
    public static bool ListContains(ReadOnlySpan<byte> list, ReadOnlySpan<byte> token)
    {
        while (true)
        {
            var comma = list.IndexOf((byte)',');
            var element = comma < 0 ? list : list[..comma];
            if (element.Trim(" \t"u8).EqualsIgnoreCase(token))
            {
                return true;
            }

            if (comma < 0)
            {
                return false;
            }

            list = list[(comma + 1)..];
        }
    }

    /// <summary>ASCII case-insensitive equality.</summary>
    public static bool EqualsIgnoreCase(this ReadOnlySpan<byte> left, ReadOnlySpan<byte> right) =>
        System.Text.Ascii.EqualsIgnoreCase(left, right);
}

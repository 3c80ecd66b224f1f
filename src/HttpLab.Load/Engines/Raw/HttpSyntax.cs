using System.Buffers;

namespace HttpLab.Load.Engines.Raw;

/// <summary>The byte-level grammar of HTTP/1.1 fields (RFC 9110 section 5), on spans, without allocating.</summary>
internal static class HttpSyntax
{
    // Every response's header names and values are checked: vectorized searches rather than a test per byte (a
    // profile of the closed model against nginx put the per-byte token test at a tenth of the generator's own code).
    private static readonly SearchValues<byte> TokenChars = SearchValues.Create(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-.^_`|~"u8);

    private static readonly SearchValues<byte> ControlCharsButTab = SearchValues.Create(
        [.. Enumerable.Range(0, 0x20).Where(value => value != '\t').Select(value => (byte)value), 0x7F]);

    public static bool IsDigit(byte value) => value is >= (byte)'0' and <= (byte)'9';

    /// <summary>0-15 for a hex digit, -1 otherwise.</summary>
    public static int HexValue(byte value) => value switch
    {
        >= (byte)'0' and <= (byte)'9' => value - '0',
        >= (byte)'a' and <= (byte)'f' => value - 'a' + 10,
        >= (byte)'A' and <= (byte)'F' => value - 'A' + 10,
        _ => -1,
    };

    /// <summary>
    /// A field value (or reason phrase): visible characters, spaces, tabs and obs-text; no other control byte.
    /// </summary>
    public static bool IsFieldValue(ReadOnlySpan<byte> value) => !value.ContainsAny(ControlCharsButTab);

    /// <summary>A non-empty token: tchars only.</summary>
    public static bool IsToken(ReadOnlySpan<byte> value) => !value.IsEmpty && !value.ContainsAnyExcept(TokenChars);

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

        if (!IsToken(name))
        {
            return false;
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

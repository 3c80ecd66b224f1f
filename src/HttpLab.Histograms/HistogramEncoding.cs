using System.Buffers.Binary;
using System.IO.Compression;

namespace HttpLab.Histograms;

/// <summary>
/// HdrHistogram's compressed V2 encoding (encodeIntoCompressedByteBuffer): the compressed cookie 0x1c849314, the
/// compressed length, then the zlib-deflated V2 encoding (cookie 0x1c849313, header and ZigZag LEB128 counts).
/// Its base64 form (starting "HISTFAAA") is what interval logs carry and what HdrHistogram in any language decodes.
/// </summary>
/// <remarks>
/// Decoding reproduces HdrHistogram's counts exactly. Encoded bytes match HdrHistogram's before compression; after it
/// they may differ, because .NET's zlib implementation chooses other (equally valid) deflate blocks than Java's.
/// </remarks>
public static class HistogramEncoding
{
    internal const int CompressedCookie = CompressedV2CookieBase | 0x10;
    private const int CompressedV2CookieBase = 0x1c849304;
    private const int CompressedV1CookieBase = 0x1c849302;
    private const int CompressedV0CookieBase = 0x1c849309;

    /// <summary>Encodes a histogram in HdrHistogram's compressed V2 form.</summary>
    /// <param name="histogram">The histogram to encode (its time stamps and tag are not part of the encoding).</param>
    /// <param name="compressionLevel">The deflate effort; HdrHistogram's log writer uses the smallest size.</param>
    public static byte[] EncodeCompressed(LongHistogram histogram, CompressionLevel compressionLevel = CompressionLevel.SmallestSize)
    {
        ArgumentNullException.ThrowIfNull(histogram);
        var uncompressed = V2Encoding.Encode(histogram);
        using var output = new MemoryStream();
        Span<byte> prefix = stackalloc byte[8];
        output.Write(prefix); // Cookie and compressed length, filled in below.
        using (var deflater = new ZLibStream(output, compressionLevel, leaveOpen: true))
        {
            deflater.Write(uncompressed);
        }

        var encoded = output.ToArray();
        BinaryPrimitives.WriteInt32BigEndian(encoded, CompressedCookie);
        BinaryPrimitives.WriteInt32BigEndian(encoded.AsSpan(4), encoded.Length - 8);
        return encoded;
    }

    /// <summary>Decodes HdrHistogram's compressed V2 form.</summary>
    /// <exception cref="InvalidDataException">The data is not a compressed V2 histogram, or it is damaged.</exception>
    public static LongHistogram DecodeCompressed(ReadOnlySpan<byte> encoded)
    {
        if (encoded.Length < 8)
        {
            throw new InvalidDataException("The data is too short for a compressed histogram.");
        }

        var cookie = BinaryPrimitives.ReadInt32BigEndian(encoded);
        var cookieBase = cookie & ~0xf0;
        if (cookieBase is CompressedV1CookieBase or CompressedV0CookieBase)
        {
            throw new InvalidDataException($"The histogram uses HdrHistogram's V0/V1 compressed encoding (cookie 0x{cookie:x8}); only V2 is supported.");
        }

        if (cookieBase != CompressedV2CookieBase)
        {
            throw new InvalidDataException($"The data is not an HdrHistogram compressed V2 encoding (cookie 0x{cookie:x8}).");
        }

        var compressedLength = BinaryPrimitives.ReadInt32BigEndian(encoded[4..]);
        if (compressedLength < 0 || compressedLength > encoded.Length - 8)
        {
            throw new InvalidDataException($"The compressed histogram announces {compressedLength} bytes but holds {encoded.Length - 8}.");
        }

        using var inflater = new ZLibStream(new MemoryStream(encoded.Slice(8, compressedLength).ToArray()), CompressionMode.Decompress);
        try
        {
            var header = new byte[V2Encoding.HeaderSize];
            inflater.ReadExactly(header);
            var (layout, payloadLength) = V2Encoding.ReadHeader(header);
            var payload = new byte[payloadLength];
            inflater.ReadExactly(payload);
            return V2Encoding.DecodePayload(layout, payload);
        }
        catch (EndOfStreamException exception)
        {
            throw new InvalidDataException("The compressed histogram ends before its announced content.", exception);
        }
    }

    /// <summary>The compressed V2 encoding in base64, as interval logs carry it.</summary>
    public static string ToBase64(LongHistogram histogram) => Convert.ToBase64String(EncodeCompressed(histogram));

    /// <summary>Decodes a base64 compressed V2 histogram such as an interval log's "HISTFAAA..." field.</summary>
    /// <exception cref="InvalidDataException">The text is not base64 of a compressed V2 histogram.</exception>
    public static LongHistogram FromBase64(string base64)
    {
        ArgumentNullException.ThrowIfNull(base64);
        byte[] encoded;
        try
        {
            encoded = Convert.FromBase64String(base64);
        }
        catch (FormatException exception)
        {
            throw new InvalidDataException("The histogram text is not valid base64.", exception);
        }

        return DecodeCompressed(encoded);
    }

    /// <summary>The uncompressed V2 encoding: byte-identical to HdrHistogram's encodeIntoByteBuffer.</summary>
    internal static byte[] Encode(LongHistogram histogram) => V2Encoding.Encode(histogram);

    /// <summary>Decodes an uncompressed V2 encoding.</summary>
    internal static LongHistogram Decode(ReadOnlySpan<byte> encoded)
    {
        var (layout, payloadLength) = V2Encoding.ReadHeader(encoded);
        if (payloadLength > encoded.Length - V2Encoding.HeaderSize)
        {
            throw new InvalidDataException("The histogram encoding ends before its announced payload.");
        }

        return V2Encoding.DecodePayload(layout, encoded.Slice(V2Encoding.HeaderSize, payloadLength));
    }
}

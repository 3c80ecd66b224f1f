using System.Buffers.Binary;
using System.IO.Compression;
using HttpLab.Histograms.Tests.Support;

namespace HttpLab.Histograms.Tests;

public sealed class HistogramEncodingTests
{
    public static TheoryData<string, long[]> Histograms => new()
    {
        { "empty", [] },
        { "single", [42] },
        { "zero", [0, 0, 5] },
        { "large range", [1, 2, 3, 1000, 2047, 2048, 65_537, 1_000_000, 999_999_999, LongHistogram.MicrosecondsPerHour] },
    };

    private static LongHistogram Record(long[] values)
    {
        var histogram = LongHistogram.ForMicroseconds();
        foreach (var value in values)
        {
            histogram.RecordValue(value);
        }

        return histogram;
    }

    [Theory]
    [MemberData(nameof(Histograms))]
    public void EncodeCompressed_ThenDecode_GivesTheSameCounts(string name, long[] values)
    {
        var original = Record(values);

        var decoded = HistogramEncoding.DecodeCompressed(HistogramEncoding.EncodeCompressed(original));

        Assert.True(decoded.HasSameCounts(original), name);
        Assert.Equal(original.TotalCount, decoded.TotalCount);
        Assert.Equal(original.Min, decoded.Min);
        Assert.Equal(original.Max, decoded.Max);
        Assert.Equal(original.Mean, decoded.Mean);
        Assert.Equal((1L, LongHistogram.MicrosecondsPerHour, 3), (decoded.LowestDiscernibleValue, decoded.HighestTrackableValue, decoded.SignificantDigits));
    }

    [Fact]
    public void ToBase64_AnyHistogram_StartsWithHdrHistogramsV2CompressedPrefix()
    {
        var text = HistogramEncoding.ToBase64(Record([1, 2, 3]));

        Assert.StartsWith("HISTFAAA", text, StringComparison.Ordinal);
        Assert.Equal(3, HistogramEncoding.FromBase64(text).TotalCount);
    }

    [Fact]
    public void Encode_EmptyHistogram_IsTheHeaderAndOneZeroCount()
    {
        var encoded = HistogramEncoding.Encode(LongHistogram.ForMicroseconds());

        Assert.Equal(
            Convert.FromHexString("1C849313" + "00000001" + "00000000" + "00000003" + "0000000000000001" + "00000000D693A400" + "3FF0000000000000" + "00"),
            encoded);
    }

    [Fact]
    public void Encode_RunsOfZeros_BecomeOneNegativeCount()
    {
        var histogram = LongHistogram.ForMicroseconds();
        histogram.RecordValue(1);
        histogram.RecordValue(3);
        histogram.RecordValueWithCount(100, 64);

        var payload = HistogramEncoding.Encode(histogram)[40..];

        // Index 0: 0 (a single zero), 1: 1, 2: 0, 3: 1, then 96 zeros as -96, then 64 at index 100.
        Assert.Equal(Convert.FromHexString("00" + "02" + "00" + "02" + "BF01" + "8001"), payload);
    }

    [Fact]
    public void FromBase64_HdrHistogramsSingleValue42_DecodesOneValueOf42()
    {
        var histogram = HistogramEncoding.FromBase64(HdrHistogramSamples.SingleValue42);

        Assert.Equal(1, histogram.TotalCount);
        Assert.Equal(42, histogram.Mean);
        Assert.Equal(42, histogram.Max);
        Assert.Equal(42, histogram.GetValueAtPercentile(50));
    }

    [Fact]
    public void FromBase64_HdrHistogramsSingleValue42_ReencodesToTheSameUncompressedBytes()
    {
        var javaBytes = Inflate(Convert.FromBase64String(HdrHistogramSamples.SingleValue42));

        var ours = HistogramEncoding.Encode(HistogramEncoding.FromBase64(HdrHistogramSamples.SingleValue42));

        Assert.Equal(javaBytes, ours);
    }

    [Fact]
    public void FromBase64_V1Encoding_RefusesWithAClearMessage()
    {
        var exception = Assert.Throws<InvalidDataException>(() => HistogramEncoding.FromBase64(HdrHistogramSamples.V1Encoded));

        Assert.Contains("only V2 is supported", exception.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("not base64!")]
    [InlineData("AAAA")]
    [InlineData("HISTFAAAAB542pNpmSzMwMDAxAABzFCaEUoz2X+AMIKZAEAR")]
    public void FromBase64_Garbage_ThrowsInvalidData(string text)
    {
        Assert.Throws<InvalidDataException>(() => HistogramEncoding.FromBase64(text));
    }

    [Fact]
    public void DecodeCompressed_TruncatedDeflateStream_ThrowsInvalidData()
    {
        var encoded = HistogramEncoding.EncodeCompressed(Record([1, 1000, 1_000_000]));
        var truncated = encoded[..^6];
        BinaryPrimitives.WriteInt32BigEndian(truncated.AsSpan(4), truncated.Length - 8);

        Assert.Throws<InvalidDataException>(() => HistogramEncoding.DecodeCompressed(truncated));
    }

    /// <summary>The uncompressed V2 bytes inside a compressed encoding.</summary>
    internal static byte[] Inflate(byte[] compressed)
    {
        Assert.Equal(HistogramEncoding.CompressedCookie, BinaryPrimitives.ReadInt32BigEndian(compressed));
        var length = BinaryPrimitives.ReadInt32BigEndian(compressed.AsSpan(4));
        using var inflater = new ZLibStream(new MemoryStream(compressed, 8, length), CompressionMode.Decompress);
        using var output = new MemoryStream();
        inflater.CopyTo(output);
        return output.ToArray();
    }
}

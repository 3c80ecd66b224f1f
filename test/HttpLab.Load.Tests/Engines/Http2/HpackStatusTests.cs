using HttpLab.Load.Engines.Http2;
using HttpLab.Load.Engines.Raw;

namespace HttpLab.Load.Tests.Engines.Http2;

public sealed class HpackStatusTests
{
    [Theory]
    [InlineData(new byte[] { 0x88 }, 200)]
    [InlineData(new byte[] { 0x89 }, 204)]
    [InlineData(new byte[] { 0x8D }, 404)]
    [InlineData(new byte[] { 0x8E }, 500)]
    public void Decode_StaticIndex_Status(byte[] block, int expected)
    {
        Assert.Equal(ParseStatus.Complete, HpackStatus.Decode(block, out var status));
        Assert.Equal(expected, status);
    }

    [Theory]
    [InlineData(new byte[] { 0x08, 0x03, (byte)'4', (byte)'2', (byte)'9' }, 429)]
    [InlineData(new byte[] { 0x0D, 0x03, (byte)'4', (byte)'1', (byte)'8' }, 418)]
    [InlineData(new byte[] { 0x18, 0x03, (byte)'5', (byte)'0', (byte)'3' }, 503)]
    [InlineData(new byte[] { 0x48, 0x03, (byte)'2', (byte)'0', (byte)'1' }, 201)]
    [InlineData(new byte[] { 0x00, 0x07, (byte)':', (byte)'s', (byte)'t', (byte)'a', (byte)'t', (byte)'u', (byte)'s',
        0x03, (byte)'3', (byte)'0', (byte)'7' }, 307)]
    public void Decode_LiteralRawDigits_Status(byte[] block, int expected)
    {
        Assert.Equal(ParseStatus.Complete, HpackStatus.Decode(block, out var status));
        Assert.Equal(expected, status);
    }

    [Theory]
    // '4' 011010, '2' 00010, '9' 011111, then 7 one-bits of padding.
    [InlineData(new byte[] { 0x08, 0x83, 0x68, 0x4F, 0xFF }, 429)]
    // '5' 011011, '0' 00000, '3' 011001, then 7 one-bits of padding.
    [InlineData(new byte[] { 0x08, 0x83, 0x6C, 0x0C, 0xFF }, 503)]
    // '1' 00001, '0' 00000, '0' 00000, then 1 one-bit of padding.
    [InlineData(new byte[] { 0x08, 0x82, 0x08, 0x01 }, 100)]
    public void Decode_LiteralHuffmanDigits_Status(byte[] block, int expected)
    {
        Assert.Equal(ParseStatus.Complete, HpackStatus.Decode(block, out var status));
        Assert.Equal(expected, status);
    }

    [Fact]
    public void Decode_SizeUpdatesToZeroFirst_SkipsThem()
    {
        Assert.Equal(ParseStatus.Complete, HpackStatus.Decode([0x20, 0x20, 0x8D, 0x5F, 0x1D], out var status));
        Assert.Equal(404, status);
    }

    [Theory]
    // A size update above 0, which our settings do not allow.
    [InlineData(new byte[] { 0x3F, 0xE1, 0x1F, 0x88 })]
    // The first field is not :status (:method GET, a dynamic-table index).
    [InlineData(new byte[] { 0x82 })]
    [InlineData(new byte[] { 0xBE })]
    // A literal with another name (content-length), or Huffman padding of zeros.
    [InlineData(new byte[] { 0x0F, 0x0D, 0x01, (byte)'0' })]
    [InlineData(new byte[] { 0x08, 0x82, 0x08, 0x00 })]
    // Not three digits.
    [InlineData(new byte[] { 0x08, 0x02, (byte)'2', (byte)'0' })]
    [InlineData(new byte[] { 0x08, 0x03, (byte)'2', (byte)'x', (byte)'0' })]
    public void Decode_NotAStatusWeCanRead_Invalid(byte[] block)
    {
        Assert.Equal(ParseStatus.Invalid, HpackStatus.Decode(block, out _));
    }

    [Theory]
    [InlineData(new byte[] { })]
    [InlineData(new byte[] { 0x20 })]
    [InlineData(new byte[] { 0x08, 0x03, (byte)'4' })]
    [InlineData(new byte[] { 0x3F })]
    public void Decode_BlockEndsEarly_NeedsMoreData(byte[] block)
    {
        Assert.Equal(ParseStatus.NeedMoreData, HpackStatus.Decode(block, out _));
    }
}

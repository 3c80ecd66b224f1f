namespace HttpLab.Histograms.Tests;

public sealed class ZigZagLeb128Tests
{
    [Theory]
    [InlineData(0L, new byte[] { 0x00 })]
    [InlineData(1L, new byte[] { 0x02 })]
    [InlineData(-1L, new byte[] { 0x01 })]
    [InlineData(63L, new byte[] { 0x7E })]
    [InlineData(64L, new byte[] { 0x80, 0x01 })]
    [InlineData(-2048L, new byte[] { 0xFF, 0x1F })]
    [InlineData(long.MaxValue, new byte[] { 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF })]
    [InlineData(long.MinValue, new byte[] { 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF })]
    public void Write_KnownValues_UseHdrHistogramsNineByteVariant(long value, byte[] expected)
    {
        Span<byte> buffer = stackalloc byte[ZigZagLeb128.MaxBytes];

        var written = ZigZagLeb128.Write(value, buffer);

        Assert.Equal(expected, buffer[..written].ToArray());
    }

    [Fact]
    public void ReadWrite_ValuesAcrossAllLengths_RoundTrip()
    {
        Span<byte> buffer = stackalloc byte[ZigZagLeb128.MaxBytes];
        for (var shift = 0; shift < 64; shift++)
        {
            foreach (var value in new[] { 1L << shift, (1L << shift) - 1, -(1L << shift), -(1L << shift) + 1 })
            {
                var written = ZigZagLeb128.Write(value, buffer);
                var position = 0;

                Assert.Equal(value, ZigZagLeb128.Read(buffer, ref position));
                Assert.Equal(written, position);
            }
        }
    }

    [Fact]
    public void Read_TruncatedValue_ThrowsInvalidData()
    {
        var position = 0;

        Assert.Throws<InvalidDataException>(() => ZigZagLeb128.Read(new byte[] { 0x80, 0x80 }, ref position));
    }
}

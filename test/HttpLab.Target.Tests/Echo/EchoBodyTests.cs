using HttpLab.Target.Echo;

namespace HttpLab.Target.Tests.Echo;

public sealed class EchoBodyTests
{
    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(100)]
    public async Task ReadAsync_ChunkedUpToLimit_ReadsEveryByte(int length)
    {
        var bytes = Enumerable.Range(0, length).Select(index => (byte)index).ToArray();

        using var body = await EchoBody.ReadAsync(
            new MemoryStream(bytes), declaredLength: null, maxBytes: 100, CancellationToken.None);

        Assert.NotNull(body);
        Assert.Equal(bytes, body.Memory.ToArray());
    }

    [Fact]
    public async Task ReadAsync_ChunkedPastInitialBuffer_Grows()
    {
        var bytes = Enumerable.Range(0, 100_000).Select(index => (byte)index).ToArray();

        using var body = await EchoBody.ReadAsync(
            new MemoryStream(bytes), declaredLength: null, maxBytes: 100_000, CancellationToken.None);

        Assert.NotNull(body);
        Assert.Equal(bytes, body.Memory.ToArray());
    }

    [Theory]
    [InlineData(101)]
    [InlineData(5000)]
    public async Task ReadAsync_ChunkedOverLimit_ReturnsNull(int length)
    {
        using var body = await EchoBody.ReadAsync(
            new MemoryStream(new byte[length]), declaredLength: null, maxBytes: 100, CancellationToken.None);

        Assert.Null(body);
    }

    [Fact]
    public async Task ReadAsync_DeclaredOverLimit_ReturnsNullWithoutReading()
    {
        var stream = new MemoryStream(new byte[10]);

        using var body = await EchoBody.ReadAsync(stream, declaredLength: 101, maxBytes: 100, CancellationToken.None);

        Assert.Null(body);
        Assert.Equal(0, stream.Position);
    }

    [Fact]
    public async Task ReadAsync_DeclaredLength_ReadsExactly()
    {
        var bytes = Enumerable.Range(0, 100).Select(index => (byte)index).ToArray();

        using var body = await EchoBody.ReadAsync(
            new MemoryStream(bytes), declaredLength: 100, maxBytes: 100, CancellationToken.None);

        Assert.NotNull(body);
        Assert.Equal(bytes, body.Memory.ToArray());
    }
}

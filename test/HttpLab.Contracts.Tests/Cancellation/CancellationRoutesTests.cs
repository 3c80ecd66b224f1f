using HttpLab.Contracts.Cancellation;

namespace HttpLab.Contracts.Tests.Cancellation;

/// <summary>The cancellation endpoints' contract as clients build it: request ids and relative URIs.</summary>
public sealed class CancellationRoutesTests
{
    [Theory]
    [InlineData("a", true)]
    [InlineData("Run-3_case.7", true)]
    [InlineData("1234567890123456789012345678901234567890123456789012345678901234", true)]
    [InlineData("12345678901234567890123456789012345678901234567890123456789012345", false)]
    [InlineData("", false)]
    [InlineData(null, false)]
    [InlineData("a b", false)]
    [InlineData("a/b", false)]
    [InlineData("é", false)]
    public void IsValidRequestId_Value_ReturnsExpected(string? id, bool expected) =>
        Assert.Equal(expected, CancellationRoutes.IsValidRequestId(id));

    [Fact]
    public void Uris_ValidArguments_BuildRelativeUris()
    {
        Assert.Equal("delay?headersMs=250", CancellationRoutes.DelayUri(250).OriginalString);
        Assert.Equal(
            "trickle?bytes=1000&chunkBytes=10&intervalMs=5",
            CancellationRoutes.TrickleUri(1000, 10, 5).OriginalString);
        Assert.Equal("aborts/x-1", CancellationRoutes.AbortUri("x-1").OriginalString);
        Assert.Equal("aborts/x-1?waitMs=100", CancellationRoutes.AbortUri("x-1", 100).OriginalString);
    }

    [Fact]
    public void Uris_OutOfRange_Throw()
    {
        Assert.Throws<ArgumentOutOfRangeException>(
            () => CancellationRoutes.DelayUri(CancellationRoutes.MaxHeadersMs + 1));
        Assert.Throws<ArgumentOutOfRangeException>(() => CancellationRoutes.TrickleUri(0, 1, 0));
        Assert.Throws<ArgumentOutOfRangeException>(
            () => CancellationRoutes.TrickleUri(1, CancellationRoutes.MaxChunkBytes + 1, 0));
        Assert.Throws<ArgumentOutOfRangeException>(() => CancellationRoutes.AbortUri("x", -1));
        Assert.Throws<ArgumentException>(() => CancellationRoutes.AbortUri("x y"));
    }

    [Fact]
    public void TrickleBodyByteAt_Offsets_RepeatEvery251()
    {
        Assert.Equal(0, TrickleBody.ByteAt(0));
        Assert.Equal(250, TrickleBody.ByteAt(250));
        Assert.Equal(0, TrickleBody.ByteAt(251));
        Assert.Equal(TrickleBody.ByteAt(7), TrickleBody.ByteAt(7 + (251L * 1000)));
    }
}

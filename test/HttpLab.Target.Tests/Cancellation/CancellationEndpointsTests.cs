using HttpLab.Target.Cancellation;

namespace HttpLab.Target.Tests.Cancellation;

public sealed class CancellationEndpointsTests
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
        Assert.Equal(expected, CancellationEndpoints.IsValidRequestId(id));

    [Fact]
    public void Uris_ValidArguments_BuildRelativeUris()
    {
        Assert.Equal("delay?headersMs=250", CancellationEndpoints.DelayUri(250).OriginalString);
        Assert.Equal(
            "trickle?bytes=1000&chunkBytes=10&intervalMs=5",
            CancellationEndpoints.TrickleUri(1000, 10, 5).OriginalString);
        Assert.Equal("aborts/x-1", CancellationEndpoints.AbortUri("x-1").OriginalString);
        Assert.Equal("aborts/x-1?waitMs=100", CancellationEndpoints.AbortUri("x-1", 100).OriginalString);
    }

    [Fact]
    public void Uris_OutOfRange_Throw()
    {
        Assert.Throws<ArgumentOutOfRangeException>(
            () => CancellationEndpoints.DelayUri(CancellationEndpoints.MaxHeadersMs + 1));
        Assert.Throws<ArgumentOutOfRangeException>(() => CancellationEndpoints.TrickleUri(0, 1, 0));
        Assert.Throws<ArgumentOutOfRangeException>(
            () => CancellationEndpoints.TrickleUri(1, CancellationEndpoints.MaxChunkBytes + 1, 0));
        Assert.Throws<ArgumentOutOfRangeException>(() => CancellationEndpoints.AbortUri("x", -1));
        Assert.Throws<ArgumentException>(() => CancellationEndpoints.AbortUri("x y"));
    }

    [Fact]
    public void TrickleByteAt_Offsets_RepeatEvery251()
    {
        Assert.Equal(0, CancellationEndpoints.TrickleByteAt(0));
        Assert.Equal(250, CancellationEndpoints.TrickleByteAt(250));
        Assert.Equal(0, CancellationEndpoints.TrickleByteAt(251));
        Assert.Equal(CancellationEndpoints.TrickleByteAt(7), CancellationEndpoints.TrickleByteAt(7 + (251L * 1000)));
    }
}

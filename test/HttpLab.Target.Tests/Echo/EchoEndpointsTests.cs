using System.Net;
using System.Net.Http.Headers;
using HttpLab.Contracts.Echo;
using HttpLab.Target.Tests.Infrastructure;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Echo;

public sealed class EchoEndpointsTests : IClassFixture<TargetFixture>, IDisposable
{
    private static readonly Uri Echo = new(EchoRoutes.Path, UriKind.Relative);

    private readonly TargetFixture _target;

    public EchoEndpointsTests(TargetFixture target, ITestOutputHelper output)
    {
        _target = target;
        _target.Logs.Output = output;
    }

    public void Dispose() => _target.Logs.Output = null;

    [Theory]
    [InlineData(16)]
    [InlineData(4 * 1024)]
    [InlineData(256 * 1024)]
    public async Task PostEcho_Body_ReturnsSameBytesAndContentType(int length)
    {
        var bytes = RandomBytes(length, seed: length);
        using var content = new ByteArrayContent(bytes);
        content.Headers.ContentType = new MediaTypeHeaderValue("application/x-httplab-test");

        using var response = await _target.Client.PostAsync(Echo, content);

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("application/x-httplab-test", response.Content.Headers.ContentType?.ToString());
        Assert.Equal(length, response.Content.Headers.ContentLength);
        Assert.Equal(bytes, await response.Content.ReadAsByteArrayAsync());
    }

    [Fact]
    public async Task PostEcho_ContentTypeWithParameters_ReturnsItUnchanged()
    {
        using var content = new StringContent("{\"a\":1}", System.Text.Encoding.UTF8, "application/json");

        using var response = await _target.Client.PostAsync(Echo, content);

        Assert.Equal("application/json; charset=utf-8", response.Content.Headers.ContentType?.ToString());
        Assert.Equal("{\"a\":1}", await response.Content.ReadAsStringAsync());
    }

    [Fact]
    public async Task PostEcho_NoContentType_ReturnsOctetStream()
    {
        using var content = new ByteArrayContent(RandomBytes(100, seed: 1));

        using var response = await _target.Client.PostAsync(Echo, content);

        Assert.Equal(EchoRoutes.DefaultContentType, response.Content.Headers.ContentType?.MediaType);
    }

    [Fact]
    public async Task PostEcho_EmptyBody_ReturnsEmptyBody()
    {
        using var content = new ByteArrayContent([]);

        using var response = await _target.Client.PostAsync(Echo, content);

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal(0, response.Content.Headers.ContentLength);
    }

    [Fact]
    public async Task PostEcho_ChunkedBody_ReturnsSameBytesWithContentLength()
    {
        var bytes = RandomBytes(300 * 1024, seed: 2);
        using var content = new ChunkedContent(bytes, chunkBytes: 7000);

        using var response = await _target.Client.PostAsync(Echo, content);

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal(bytes.Length, response.Content.Headers.ContentLength);
        Assert.Equal(bytes, await response.Content.ReadAsByteArrayAsync());
    }

    [Fact]
    public async Task PostEcho_ContentLengthOverLimit_ReturnsPayloadTooLargeProblem()
    {
        using var content = new ByteArrayContent(new byte[EchoRoutes.MaxBodyBytes + 1]);

        using var response = await _target.Client.PostAsync(Echo, content);

        var problem = await ProblemAssert.IsProblemAsync(response, 413);
        Assert.Contains(
            EchoRoutes.MaxBodyBytes.ToString(System.Globalization.CultureInfo.InvariantCulture),
            problem.GetProperty("detail").GetString(),
            StringComparison.Ordinal);
    }

    [Fact]
    public async Task PostEcho_ChunkedOverLimit_ReturnsPayloadTooLargeProblem()
    {
        using var content = new ChunkedContent(new byte[EchoRoutes.MaxBodyBytes + 1]);

        using var response = await _target.Client.PostAsync(Echo, content);

        await ProblemAssert.IsProblemAsync(response, 413);
    }

    private static byte[] RandomBytes(int length, int seed)
    {
        var bytes = new byte[length];
        new Random(seed).NextBytes(bytes);
        return bytes;
    }
}

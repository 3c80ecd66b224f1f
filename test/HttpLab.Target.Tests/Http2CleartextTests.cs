using System.Net;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests;

public sealed class Http2CleartextTests(ITestOutputHelper output) : IDisposable
{
    private readonly TestOutputLoggerProvider _logs = new() { Output = output };

    public void Dispose() => _logs.Dispose();

    [Fact]
    public async Task StartAsync_Default_ServesHttp2PriorKnowledgeOnItsOwnPort()
    {
        await using var server = await StartAsync(new TargetOptions { LoggerProvider = _logs });
        using var client = new HttpClient();

        var http2 = Assert.IsType<Uri>(server.Http2BaseAddress);
        using var response = await client.SendAsync(Http2Request(new Uri(http2, "plaintext")));

        Assert.Equal("127.0.0.1", http2.Host);
        Assert.NotEqual(server.BaseAddress.Port, http2.Port);
        Assert.Equal(http2, Assert.Single(server.Http2Addresses));
        Assert.Equal(server.BaseAddress, Assert.Single(server.Addresses));
        Assert.Equal(HttpVersion.Version20, response.Version);
        Assert.Equal("Hello, World!", await response.Content.ReadAsStringAsync());
    }

    [Fact]
    public async Task PostEcho_Http2PriorKnowledge_ReturnsSameBytesOverHttp2()
    {
        await using var server = await StartAsync(new TargetOptions { LoggerProvider = _logs });
        using var client = new HttpClient();
        var body = new byte[4096];
        new Random(7).NextBytes(body);
        using var request = Http2Request(new Uri(server.Http2BaseAddress!, "echo"));
        request.Method = HttpMethod.Post;
        request.Content = new ByteArrayContent(body);

        using var response = await client.SendAsync(request);

        Assert.Equal(HttpVersion.Version20, response.Version);
        Assert.Equal(body, await response.Content.ReadAsByteArrayAsync());
    }

    [Fact]
    public async Task Http1Port_Http2PriorKnowledge_IsRefused()
    {
        await using var server = await StartAsync(new TargetOptions { LoggerProvider = _logs });
        using var client = new HttpClient();

        // Cleartext has no ALPN, so the HTTP/1.1 port cannot also speak HTTP/2: that is why h2c has a port of its own.
        await Assert.ThrowsAsync<HttpRequestException>(
            () => client.SendAsync(Http2Request(new Uri(server.BaseAddress, "plaintext"))));
    }

    [Fact]
    public async Task Http2Port_Http11Request_GetsBadRequest()
    {
        await using var server = await StartAsync(new TargetOptions { LoggerProvider = _logs });
        using var client = new HttpClient();

        using var response = await client.GetAsync(new Uri(server.Http2BaseAddress!, "plaintext"));

        Assert.Equal(HttpStatusCode.BadRequest, response.StatusCode);
        Assert.Contains("HTTP/2 only", await response.Content.ReadAsStringAsync(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(null)]
    [InlineData("")]
    [InlineData("  ")]
    public async Task StartAsync_Http2UrlsBlank_BindsHttp11Only(string? http2Urls)
    {
        await using var server = await StartAsync(new TargetOptions { Http2Urls = http2Urls, LoggerProvider = _logs });

        Assert.Null(server.Http2BaseAddress);
        Assert.Empty(server.Http2Addresses);
        Assert.Equal(server.BaseAddress, Assert.Single(server.Addresses));
    }

    [Fact]
    public async Task StartAsync_TwoHttp2Urls_ReportsEachProtocolSeparately()
    {
        await using var server = await StartAsync(new TargetOptions
        {
            Urls = "http://127.0.0.1:0;http://127.0.0.1:0",
            Http2Urls = "http://127.0.0.1:0;http://127.0.0.1:0",
            LoggerProvider = _logs,
        });

        Assert.Equal(2, server.Addresses.Count);
        Assert.Equal(2, server.Http2Addresses.Count);
        Assert.Equal(
            4, server.Addresses.Concat(server.Http2Addresses).Select(address => address.Port).Distinct().Count());
        Assert.Equal(server.Http2Addresses[0], server.Http2BaseAddress);
    }

    [Fact]
    public async Task StartAsync_RemoteHttp2UrlWithoutAllowRemote_ThrowsArgumentExceptionNamingHttp2()
    {
        var options = new TargetOptions { Http2Urls = "http://0.0.0.0:0" };

        var exception = await Assert.ThrowsAsync<ArgumentException>(
            () => TargetServer.StartAsync(options, CancellationToken.None));

        Assert.Equal(
            $"HTTP/2 cleartext URLs: {TargetUrls.Validate("http://0.0.0.0:0", allowRemote: false)}", exception.Message);
    }

    [Fact]
    public async Task StartAsync_Http2PortInUse_ThrowsIOException()
    {
        await using var first = await StartAsync(new TargetOptions { LoggerProvider = _logs });
        var options = new TargetOptions
        {
            Http2Urls = $"http://127.0.0.1:{first.Http2BaseAddress!.Port}",
            LoggerProvider = _logs,
        };

        await Assert.ThrowsAsync<IOException>(() => TargetServer.StartAsync(options, CancellationToken.None));
    }

    private static HttpRequestMessage Http2Request(Uri url) => new(HttpMethod.Get, url)
    {
        Version = HttpVersion.Version20,
        VersionPolicy = HttpVersionPolicy.RequestVersionExact,
    };

    private static Task<TargetServer> StartAsync(TargetOptions options) =>
        TargetServer.StartAsync(options, CancellationToken.None);
}

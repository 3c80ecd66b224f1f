using System.Net;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests;

public sealed class TargetServerTests(ITestOutputHelper output) : IDisposable
{
    // Generous: a server that never stops should fail its test, not hang the run.
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);

    private readonly TestOutputLoggerProvider _logs = new() { Output = output };

    public void Dispose() => _logs.Dispose();

    [Fact]
    public async Task StartAsync_PortZero_BindsFreePortAndServesOnBaseAddress()
    {
        await using var server = await StartAsync();

        Assert.Equal("127.0.0.1", server.BaseAddress.Host);
        Assert.NotEqual(0, server.BaseAddress.Port);
        Assert.Equal("/", server.BaseAddress.AbsolutePath);
        Assert.Equal(server.BaseAddress, Assert.Single(server.Addresses));
        using var client = new HttpClient { BaseAddress = server.BaseAddress };
        Assert.Equal("Hello, World!", await client.GetStringAsync(new Uri("/plaintext", UriKind.Relative)));
    }

    [Fact]
    public async Task StartAsync_TwoUrls_ReportsBothAddresses()
    {
        await using var server = await StartAsync(
            new TargetOptions { Urls = "http://127.0.0.1:0;http://127.0.0.1:0", LoggerProvider = _logs });

        Assert.Equal(2, server.Addresses.Count);
        Assert.NotEqual(server.Addresses[0].Port, server.Addresses[1].Port);
        Assert.Equal(server.Addresses[0], server.BaseAddress);
    }

    [Fact]
    public async Task StartAsync_PortInUse_ThrowsIOException()
    {
        await using var first = await StartAsync();
        var options = new TargetOptions { Urls = $"http://127.0.0.1:{first.BaseAddress.Port}", LoggerProvider = _logs };

        await Assert.ThrowsAsync<IOException>(() => TargetServer.StartAsync(options, CancellationToken.None));
    }

    [Theory]
    [InlineData("http://0.0.0.0:0")]
    [InlineData("https://127.0.0.1:0")]
    [InlineData("garbage")]
    public async Task StartAsync_InvalidUrls_ThrowsArgumentExceptionWithValidateMessage(string urls)
    {
        var options = new TargetOptions { Urls = urls };

        var exception = await Assert.ThrowsAsync<ArgumentException>(
            () => TargetServer.StartAsync(options, CancellationToken.None));

        Assert.Equal(TargetUrls.Validate(urls, allowRemote: false), exception.Message);
    }

    [Theory]
    [InlineData("http://0.0.0.0:4000/", "http://127.0.0.1:4000/")]
    [InlineData("http://[::]:4000/", "http://127.0.0.1:4000/")]
    [InlineData("http://127.0.0.1:4000/", "http://127.0.0.1:4000/")]
    [InlineData("http://[::1]:4000/", "http://[::1]:4000/")]
    [InlineData("http://localhost:4000/", "http://localhost:4000/")]
    public void Connectable_BoundAddress_ReplacesAnyAddressWithLoopback(string bound, string expected) =>
        Assert.Equal(new Uri(expected), TargetServer.Connectable(new Uri(bound)));

    [Fact]
    public async Task StopAsync_Running_RefusesNewConnections()
    {
        await using var server = await StartAsync();
        using var client = new HttpClient { BaseAddress = server.BaseAddress };

        await server.StopAsync(CancellationToken.None).WaitAsync(Patience);

        await Assert.ThrowsAsync<HttpRequestException>(
            () => client.GetStringAsync(new Uri("/plaintext", UriKind.Relative)));
    }

    [Fact]
    public async Task WaitForShutdownAsync_TokenCancelled_StopsServer()
    {
        await using var server = await StartAsync();
        using var cancellation = new CancellationTokenSource();

        var waiting = server.WaitForShutdownAsync(cancellation.Token);
        Assert.False(waiting.IsCompleted);
        await cancellation.CancelAsync();
        await waiting.WaitAsync(Patience);

        using var client = new HttpClient { BaseAddress = server.BaseAddress };
        await Assert.ThrowsAsync<HttpRequestException>(
            () => client.GetStringAsync(new Uri("/plaintext", UriKind.Relative)));
    }

    [Fact]
    public async Task WaitForShutdownAsync_StopAsyncCalled_Completes()
    {
        await using var server = await StartAsync();

        var waiting = server.WaitForShutdownAsync(CancellationToken.None);
        Assert.False(waiting.IsCompleted);
        await server.StopAsync(CancellationToken.None).WaitAsync(Patience);

        await waiting.WaitAsync(Patience);
    }

    [Fact]
    public async Task DisposeAsync_AfterStopAsync_ReleasesThePorts()
    {
        var server = await StartAsync();
        var port = server.BaseAddress.Port;
        var http2Port = server.Http2BaseAddress!.Port;

        await server.StopAsync(CancellationToken.None).WaitAsync(Patience);
        await server.DisposeAsync().AsTask().WaitAsync(Patience);

        await using var again = await StartAsync(new TargetOptions
        {
            Urls = $"http://127.0.0.1:{port}",
            Http2Urls = $"http://127.0.0.1:{http2Port}",
            LoggerProvider = _logs,
        });
        Assert.Equal(port, again.BaseAddress.Port);
        Assert.Equal(http2Port, again.Http2BaseAddress!.Port);
    }

    [Fact]
    public async Task Request_UnknownRoute_ReturnsNotFound()
    {
        await using var server = await StartAsync();
        using var client = new HttpClient { BaseAddress = server.BaseAddress };

        using var response = await client.GetAsync(new Uri("/nothing-here", UriKind.Relative));

        Assert.Equal(HttpStatusCode.NotFound, response.StatusCode);
    }

    [Fact]
    public async Task Request_HandlerThrows_ReturnsInternalServerErrorProblem()
    {
        await using var server = await TargetServer.StartCoreAsync(
            new TargetOptions { LoggerProvider = _logs },
            endpoints => endpoints.MapGet(
                "/throw", (RequestDelegate)(_ => throw new InvalidOperationException("secret detail"))),
            CancellationToken.None);
        using var client = new HttpClient { BaseAddress = server.BaseAddress };

        using var response = await client.GetAsync(new Uri("/throw", UriKind.Relative));

        await ProblemAssert.IsProblemAsync(response, 500);
        Assert.DoesNotContain("secret detail", await response.Content.ReadAsStringAsync(), StringComparison.Ordinal);
    }

    private Task<TargetServer> StartAsync(TargetOptions? options = null) =>
        TargetServer.StartAsync(options ?? new TargetOptions { LoggerProvider = _logs }, CancellationToken.None);
}

using HttpLab.Load.Tests.Support;
using HttpLab.Target;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Engines.Http2;

/// <summary>The raw HTTP/2 engine against the target: its h2c port, and its HTTPS port with h2 by ALPN.</summary>
[RunsApart]
public sealed class RawHttp2TargetTests(ITestOutputHelper output) : IAsyncLifetime
{
    private readonly TestOutputLoggerProvider logs = new() { Output = output };
    private TargetServer? server;

    public async Task InitializeAsync() =>
        server = await TargetServer.StartAsync(new TargetOptions { LoggerProvider = logs }, CancellationToken.None);

    public async Task DisposeAsync()
    {
        await server!.DisposeAsync();
        logs.Dispose();
    }

    [Theory]
    [InlineData("h2c")]
    [InlineData("h2")]
    public async Task RunAsync_ClosedModel_EveryRequestAnswered(string protocol)
    {
        var url = protocol == "h2c"
            ? new Uri(server!.Http2BaseAddress!, "plaintext")
            : new Uri(server!.HttpsBaseAddress!, "plaintext");

        var report = await LoadTestRun.RunAsync(Options(url), output);

        Assert.True(report.Complete);
        Assert.Equal(0, report.Errors.Total);
        Assert.Equal(report.Responses, report.StatusCodes[200]);
        Assert.True(report.Responses > 100, $"{report.Responses} responses");
        Assert.True(report.BytesReceived > report.Responses * "Hello, World!".Length);
        Assert.Contains(
            protocol == "h2c" ? "raw HTTP/2 with prior knowledge" : "raw HTTP/2 over TLS (SslStream, ALPN h2",
            report.EngineDescription,
            StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_CleartextPort_StopsSayingTheHandshakeFailed()
    {
        var cleartext = new Uri($"https://127.0.0.1:{server!.Http2BaseAddress!.Port}/plaintext");

        var exception = await Assert.ThrowsAsync<LoadTargetException>(
            () => LoadRunner.RunAsync(Options(cleartext), null, CancellationToken.None));

        output.WriteLine(exception.Message);
        Assert.StartsWith(
            $"TLS handshake with https://127.0.0.1:{server.Http2BaseAddress.Port} failed",
            exception.Message,
            StringComparison.Ordinal);
    }

    private LoadOptions Options(Uri url) => new()
    {
        Url = url,
        Duration = TimeSpan.FromSeconds(1),
        Warmup = TimeSpan.FromMilliseconds(200),
        Connections = 2,
        Streams = 8,
        Http = LoadHttpVersion.Http2,
        Engine = LoadEngineKind.Raw,
        Tls = LoadTarget.IsHttps(url) ? new LoadTls { CertificateSha256 = server!.CertificateSha256 } : LoadTls.Default,
    };
}

using HttpLab.Load.Engines.Raw;
using HttpLab.Load.Requests;
using HttpLab.Load.Tests.Support;
using HttpLab.Target;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Engines.Tls;

/// <summary>
/// What a reconnect of the raw engine costs over TLS, seen in the bytes it receives: a full handshake brings the
/// server's certificate, a resumed one does not.
/// </summary>
[RunsApart]
public sealed class TlsResumptionTests(ITestOutputHelper output) : IAsyncLifetime
{
    private TargetServer? server;

    public async Task InitializeAsync() =>
        server = await TargetServer.StartAsync(new TargetOptions(), CancellationToken.None);

    public async Task DisposeAsync() => await server!.DisposeAsync();

    [Fact]
    public async Task Reconnect_HostName_ResumesSessionWithoutTheCertificate()
    {
        var handshakes = await HandshakeBytesAsync($"https://localhost:{server!.HttpsBaseAddress!.Port}/plaintext");

        // A resumed TLS 1.3 handshake receives no Certificate or CertificateVerify: hundreds of bytes fewer.
        Assert.All(handshakes.Skip(1), resumed => Assert.True(
            resumed < handshakes[0] * 3 / 4, $"{resumed} bytes on a reconnect against {handshakes[0]} on the first"));
    }

    [Fact]
    public async Task Reconnect_Address_FullHandshakeEveryTime()
    {
        // .NET sends no SNI to an address and keeps no session without one: documented in TlsClient, checked here so
        // that a runtime that starts resuming these shows up.
        var handshakes = await HandshakeBytesAsync(new Uri(server!.HttpsBaseAddress!, "plaintext").ToString());

        Assert.All(handshakes.Skip(1), full => Assert.InRange(full, handshakes[0] - 16, handshakes[0] + 16));
    }

    /// <summary>The bytes received by the first request on each of five connections, made one after another.</summary>
    private async Task<long[]> HandshakeBytesAsync(string address)
    {
        var url = new Uri(address);
        var engine = new RawEngine(
            url,
            LoadTarget.Literal(url)!,
            RequestMix.Of([new RequestTemplate { Url = url }]),
            new LoadTls { Insecure = true });
        await using var disposeEngine = engine;
        var connection = engine.CreateConnection();
        var probe = new CompletionProbe();
        var handshakes = new long[5];
        for (var index = 0; index < handshakes.Length; index++)
        {
            var before = engine.Transferred().Received;
            Assert.Equal(200, (await probe.SendAsync(connection)).StatusCode);
            handshakes[index] = engine.Transferred().Received - before;

            // A second request on the same connection takes in whatever session tickets the server sent late.
            before = engine.Transferred().Received;
            Assert.Equal(200, (await probe.SendAsync(connection)).StatusCode);
            output.WriteLine(
                $"{url.Host} connection {index}: {handshakes[index]} bytes received by its first request, "
                + $"{engine.Transferred().Received - before} by its second");
            connection.Abort();
        }

        return handshakes;
    }
}

using System.Net;
using System.Net.Security;
using System.Net.Sockets;
using HttpLab.Target.Tls;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Server.Kestrel.Core;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Engines.Http2;

/// <summary>The raw HTTP/2 engine over TLS against servers that will not speak h2.</summary>
[RunsApart]
public sealed class RawHttp2AlpnTests(ITestOutputHelper output)
{
    [Fact]
    public async Task RunAsync_ServerIgnoresAlpn_StopsSayingItDidNotChooseH2()
    {
        // A TLS server with no application protocols of its own completes the handshake without choosing one.
        using var certificate = TargetCertificate.Create(TimeProvider.System);
        using var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        var serving = ServeTlsOnceAsync(listener, certificate);
        var url = new Uri($"https://127.0.0.1:{((IPEndPoint)listener.LocalEndpoint).Port}/plaintext");

        var exception = await Assert.ThrowsAsync<LoadTargetException>(() => RunAsync(url));

        output.WriteLine(exception.Message);
        Assert.Equal(
            $"{url.GetLeftPart(UriPartial.Authority)} did not choose h2 by ALPN (it chose none): "
            + "does it speak HTTP/2 over TLS on that port?",
            exception.Message);
        listener.Stop();
        await serving;
    }

    [Fact]
    public async Task RunAsync_KestrelWithHttp11OnlyOverTls_StopsWithTheHandshakeFailure()
    {
        // Kestrel refuses a handshake whose ALPN offers nothing it speaks.
        var builder = WebApplication.CreateSlimBuilder();
        builder.Logging.ClearProviders();
        using var certificate = TargetCertificate.Create(TimeProvider.System);
        builder.WebHost.ConfigureKestrel(kestrel => kestrel.Listen(
            IPAddress.Loopback,
            0,
            listen =>
            {
                listen.Protocols = HttpProtocols.Http1;
                listen.UseHttps(certificate);
            }));
        await using var app = builder.Build();
        app.MapGet("/plaintext", () => "Hello, World!");
        await app.StartAsync();
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!
            .Addresses.Single();
        var url = new Uri(new Uri(address), "plaintext");

        var exception = await Assert.ThrowsAsync<LoadTargetException>(() => RunAsync(url));

        output.WriteLine(exception.Message);
        Assert.StartsWith(
            $"TLS handshake with {url.GetLeftPart(UriPartial.Authority)} failed",
            exception.Message,
            StringComparison.Ordinal);
        Assert.DoesNotContain('\n', exception.Message);
    }

    private static Task<LoadReport> RunAsync(Uri url) => LoadRunner.RunAsync(
        new LoadOptions
        {
            Url = url,
            Connections = 1,
            Duration = TimeSpan.FromSeconds(1),
            Http = LoadHttpVersion.Http2,
            Engine = LoadEngineKind.Raw,
            Tls = new LoadTls { Insecure = true },
        },
        null,
        CancellationToken.None);

    private static async Task ServeTlsOnceAsync(
        TcpListener listener, System.Security.Cryptography.X509Certificates.X509Certificate2 certificate)
    {
        try
        {
            using var socket = await listener.AcceptSocketAsync();
            await using var tls = new SslStream(new NetworkStream(socket, ownsSocket: true));
            await tls.AuthenticateAsServerAsync(certificate);
            // Whatever the client sends until it closes the connection.
            while (await tls.ReadAsync(new byte[1024]) > 0)
            {
            }
        }
        catch (Exception exception) when (exception is IOException or SocketException or ObjectDisposedException)
        {
        }
    }
}

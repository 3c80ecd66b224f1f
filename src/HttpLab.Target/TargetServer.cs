using System.Net;
using HttpLab.Target.Hosting;
using HttpLab.Target.Tls;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http.Features;
using Microsoft.AspNetCore.Routing;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;

namespace HttpLab.Target;

/// <summary>
/// The target server: Kestrel serving the study endpoints (<c>/weather/{size}</c>, <c>/echo</c>, <c>/plaintext</c>,
/// <c>/delay</c>, <c>/trickle</c>, <c>/aborts/{id}</c>, <c>/cards/{name}</c>, <c>/info</c>, <c>/fault/...</c>) over
/// HTTP/1.1, and the same endpoints over HTTP/2 cleartext (h2c, prior knowledge) on addresses of their own
/// (<see cref="TargetOptions.Http2Urls"/>), and over HTTPS with a certificate made at start
/// (<see cref="TargetOptions.HttpsUrls"/>). It never handles Ctrl+C or SIGTERM itself; whoever hosts it owns the
/// process and stops it.
/// </summary>
public sealed class TargetServer : IAsyncDisposable
{
    private readonly WebApplication _app;

    private TargetServer(WebApplication app, TargetAddresses addresses, string? certificateSha256)
    {
        _app = app;
        Addresses = addresses.Http1;
        BaseAddress = Connectable(addresses.Http1[0]);
        Http2Addresses = addresses.Http2;
        Http2BaseAddress = addresses.Http2.Count > 0 ? Connectable(addresses.Http2[0]) : null;
        HttpsAddresses = addresses.Https;
        HttpsBaseAddress = addresses.Https.Count > 0 ? Connectable(addresses.Https[0]) : null;
        CertificateSha256 = certificateSha256;
    }

    /// <summary>
    /// Where a client on this machine reaches the server, e.g. <c>http://127.0.0.1:43127/</c>: the first bound
    /// address, with an any-address host (0.0.0.0, [::]) replaced by 127.0.0.1.
    /// </summary>
    public Uri BaseAddress { get; }

    /// <summary>Every HTTP/1.1 address Kestrel bound, as it reports them, with the real ports.</summary>
    public IReadOnlyList<Uri> Addresses { get; }

    /// <summary>
    /// Where a client on this machine reaches the h2c endpoint (HTTP/2 only, prior knowledge: send requests with
    /// version 2.0 and <c>RequestVersionExact</c>), made connectable like <see cref="BaseAddress"/>; null when
    /// <see cref="TargetOptions.Http2Urls"/> is blank.
    /// </summary>
    public Uri? Http2BaseAddress { get; }

    /// <summary>
    /// Every h2c address Kestrel bound, as it reports them; empty when <see cref="TargetOptions.Http2Urls"/> is blank.
    /// </summary>
    public IReadOnlyList<Uri> Http2Addresses { get; }

    /// <summary>
    /// Where a client on this machine reaches the HTTPS endpoint (HTTP/1.1 or HTTP/2 by ALPN), made connectable like
    /// <see cref="BaseAddress"/>; null when <see cref="TargetOptions.HttpsUrls"/> is blank. Its certificate is
    /// self-signed: trust it by <see cref="CertificateSha256"/>.
    /// </summary>
    public Uri? HttpsBaseAddress { get; }

    /// <summary>
    /// Every HTTPS address Kestrel bound, as it reports them; empty when <see cref="TargetOptions.HttpsUrls"/> is
    /// blank.
    /// </summary>
    public IReadOnlyList<Uri> HttpsAddresses { get; }

    /// <summary>
    /// The SHA-256 thumbprint of the HTTPS endpoint's certificate (64 uppercase hexadecimal digits), for clients to
    /// pin; null when there is no HTTPS endpoint.
    /// </summary>
    public string? CertificateSha256 { get; }

    /// <summary>Binds, starts and returns once the server accepts connections.</summary>
    /// <exception cref="ArgumentException">The URLs fail <see cref="TargetUrls.Validate"/>; the message is its one
    /// line.</exception>
    /// <exception cref="IOException">Kestrel could not bind, e.g. the port is in use.</exception>
    public static Task<TargetServer> StartAsync(TargetOptions options, CancellationToken cancellationToken) =>
        StartCoreAsync(options, mapExtraEndpoints: null, cancellationToken);

    /// <summary>
    /// Tests add endpoints through <paramref name="mapExtraEndpoints"/> to reach paths the studies never use.
    /// </summary>
    internal static async Task<TargetServer> StartCoreAsync(
        TargetOptions options,
        Action<IEndpointRouteBuilder>? mapExtraEndpoints,
        CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(options);
        var error = TargetUrls.TryParse(options.Urls, options.AllowRemote, out var urls);
        IReadOnlyList<string> http2Urls = [];
        if (error is null && !string.IsNullOrWhiteSpace(options.Http2Urls))
        {
            error = TargetUrls.TryParse(options.Http2Urls, options.AllowRemote, out http2Urls) is { } http2Error
                ? $"HTTP/2 cleartext URLs: {http2Error}"
                : null;
        }

        IReadOnlyList<string> httpsUrls = [];
        if (error is null && !string.IsNullOrWhiteSpace(options.HttpsUrls))
        {
            error = TargetUrls.TryParse(options.HttpsUrls, options.AllowRemote, Uri.UriSchemeHttps, out httpsUrls)
                is { } httpsError
                ? $"HTTPS URLs: {httpsError}"
                : null;
        }

        if (error is not null)
        {
            // No parameter name: it would append " (Parameter 'options')" to the line the CLI prints.
            throw new ArgumentException(error);
        }

        var certificate = httpsUrls.Count > 0 ? TargetCertificate.Create(TimeProvider.System) : null;
        var app = TargetHost.Build(
            options, new TargetBindings(urls, http2Urls, httpsUrls, certificate), mapExtraEndpoints);
        try
        {
            await app.StartAsync(cancellationToken).ConfigureAwait(false);
            var addresses = app.Services.GetRequiredService<TargetBindings>().Split(BoundAddresses(app.Services));
            if (addresses.Http1.Count == 0)
            {
                throw new InvalidOperationException("Kestrel started without reporting a bound HTTP/1.1 address.");
            }

            return new TargetServer(
                app, addresses, certificate is null ? null : TargetCertificate.Sha256(certificate));
        }
        catch
        {
            await app.DisposeAsync().ConfigureAwait(false);
            certificate?.Dispose();
            throw;
        }
    }

    /// <summary>Stops accepting connections and lets requests in flight finish (within a few seconds).</summary>
    public Task StopAsync(CancellationToken cancellationToken) => _app.StopAsync(cancellationToken);

    /// <summary>
    /// Completes once the server has stopped: after <see cref="StopAsync"/>, or after
    /// <paramref name="cancellationToken"/> is cancelled, which stops the server gracefully rather than throwing.
    /// </summary>
    public Task WaitForShutdownAsync(CancellationToken cancellationToken) =>
        _app.WaitForShutdownAsync(cancellationToken);

    /// <summary>Stops the server if it still runs and releases it.</summary>
    public async ValueTask DisposeAsync()
    {
        await _app.StopAsync(CancellationToken.None).ConfigureAwait(false);
        await _app.DisposeAsync().ConfigureAwait(false);
    }

    internal static IEnumerable<Uri> BoundAddresses(IServiceProvider services) =>
        services.GetRequiredService<IServer>().Features.GetRequiredFeature<IServerAddressesFeature>()
            .Addresses.Select(address => new Uri(address, UriKind.Absolute));

    internal static Uri Connectable(Uri bound)
    {
        var isAnyAddress = IPAddress.TryParse(bound.Host.Trim('[', ']'), out var address)
            && (address.Equals(IPAddress.Any) || address.Equals(IPAddress.IPv6Any));

        // Kestrel binds [::] dual-mode, so IPv4 loopback reaches either wildcard.
        return isAnyAddress ? new UriBuilder(bound) { Host = "127.0.0.1" }.Uri : bound;
    }
}

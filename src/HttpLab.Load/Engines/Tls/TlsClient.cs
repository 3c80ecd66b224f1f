using System.Net.Security;
using System.Security.Authentication;

namespace HttpLab.Load.Engines.Tls;

/// <summary>
/// The raw engine's TLS: one <see cref="SslClientAuthenticationOptions"/> for every connection of a run, ALPN
/// "http/1.1" (or "h2" for HTTP/2), SNI the URL's host (SslStream sends none for an address), the certificate rule of
/// <see cref="CertificateValidator"/>. A reconnect resumes the TLS session when the URL's host is a name: .NET keeps
/// the sessions of a client context by target host and offers the last one when a handshake's options match, so the
/// server skips its certificate (on Linux with .NET 10, measured: 680 bytes received for a resumed handshake against
/// 1,497 for a full one with the target's certificate). For an address (https://127.0.0.1/) it does not: no SNI is
/// sent for an address, and .NET caches no session without one, so every reconnect is a full handshake. Load through
/// https://localhost/ to have resumption on loopback.
/// </summary>
internal sealed class TlsClient
{
    private readonly SslClientAuthenticationOptions options;
    private readonly string authority;

    /// <summary>TLS for <paramref name="url"/>, offering only <paramref name="protocol"/> by ALPN (http/1.1).</summary>
    public TlsClient(Uri url, LoadTls tls, SslApplicationProtocol? protocol = null)
    {
        authority = url.GetLeftPart(UriPartial.Authority);
        Validator = new CertificateValidator(tls, url);
        options = new SslClientAuthenticationOptions
        {
            TargetHost = url.IdnHost.Trim('[', ']'),
            ApplicationProtocols = [protocol ?? SslApplicationProtocol.Http11],
            RemoteCertificateValidationCallback = Validator.Validate,
        };
    }

    public CertificateValidator Validator { get; }

    /// <summary>
    /// Handshakes over <paramref name="transport"/> (which the returned stream owns).
    /// </summary>
    /// <exception cref="AuthenticationException">The handshake failed: see <see cref="Failure"/>.</exception>
    public async Task<SslStream> AuthenticateAsync(Stream transport, CancellationToken cancellationToken)
    {
        var stream = new SslStream(transport, leaveInnerStreamOpen: false);
        try
        {
            await stream.AuthenticateAsClientAsync(options, cancellationToken).ConfigureAwait(false);
            return stream;
        }
        catch
        {
            await stream.DisposeAsync().ConfigureAwait(false);
            throw;
        }
    }

    /// <summary>
    /// What stops the run after a failed handshake: the refused certificate's reason, or the TLS error's.
    /// </summary>
    public LoadTargetException Failure(AuthenticationException exception) =>
        TlsFailure.Of(Validator, authority, exception);

    /// <summary>What stops the run when the server did not choose the one protocol offered (h2) by ALPN.</summary>
    public LoadTargetException NotChosen(SslApplicationProtocol chosen) => new(
        $"{authority} did not choose {options.ApplicationProtocols![0]} by ALPN "
        + $"(it chose {(chosen.Protocol.IsEmpty ? "none" : $"'{chosen}'")}): "
        + "does it speak HTTP/2 over TLS on that port?");
}

using Microsoft.Extensions.Logging;

namespace HttpLab.Target;

/// <summary>How <see cref="TargetServer.StartAsync"/> binds and logs.</summary>
public sealed record TargetOptions
{
    /// <summary>
    /// Loopback on a free port: the address is read back from <see cref="TargetServer.BaseAddress"/>.
    /// </summary>
    public const string DefaultUrls = "http://127.0.0.1:0";

    /// <summary>
    /// The h2c endpoint on a loopback free port: read back from <see cref="TargetServer.Http2BaseAddress"/>.
    /// </summary>
    public const string DefaultHttp2Urls = "http://127.0.0.1:0";

    /// <summary>
    /// The HTTPS endpoint on a loopback free port: read back from <see cref="TargetServer.HttpsBaseAddress"/>.
    /// </summary>
    public const string DefaultHttpsUrls = "https://127.0.0.1:0";

    /// <summary>
    /// One or more absolute <c>http://</c> URLs separated by semicolons, as ASP.NET Core's <c>--urls</c>.
    /// See <see cref="TargetUrls.Validate"/> for what is accepted.
    /// </summary>
    public string Urls { get; init; } = DefaultUrls;

    /// <summary>
    /// Where the target also serves HTTP/2 over cleartext with prior knowledge (h2c), in the syntax of
    /// <see cref="Urls"/>; null or blank for no such endpoint. The address is read back from
    /// <see cref="TargetServer.Http2BaseAddress"/> or from <c>GET /info</c>. Kestrel cannot serve HTTP/1.1 and HTTP/2
    /// on one cleartext port (without TLS there is no ALPN to choose between them), so h2c needs ports of its own; the
    /// default is a free loopback port.
    /// </summary>
    public string? Http2Urls { get; init; } = DefaultHttp2Urls;

    /// <summary>
    /// Where the target also serves HTTPS, HTTP/1.1 and HTTP/2 chosen per connection by ALPN, as absolute
    /// <c>https://</c> URLs in the syntax of <see cref="Urls"/>; null or blank for no such endpoint. Its certificate is
    /// self-signed and made at start (<see cref="Tls.TargetCertificate"/>); clients pin it by
    /// <see cref="TargetServer.CertificateSha256"/>. The address is read back from
    /// <see cref="TargetServer.HttpsBaseAddress"/> or from <c>GET /info</c>; the default is a free loopback port.
    /// </summary>
    public string? HttpsUrls { get; init; } = DefaultHttpsUrls;

    /// <summary>
    /// Allows hosts other than loopback (0.0.0.0, [::], *, a machine name), which expose the target to the network.
    /// </summary>
    public bool AllowRemote { get; init; }

    /// <summary>
    /// Where server logs go (information and above from HttpLab, warnings and above from ASP.NET Core).
    /// Null: nowhere, so nothing but the caller's own output reaches the console. The caller owns the provider.
    /// </summary>
    public ILoggerProvider? LoggerProvider { get; init; }
}

using System.Net.Security;
using System.Security.Cryptography;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// Where a protocol's cases send: the target's base address that speaks it, and over TLS the SHA-256 thumbprint of the
/// certificate the target made at start (the only one trusted: it is self-signed).
/// </summary>
internal sealed record CancellationRoute(CancellationProtocol Protocol, Uri BaseAddress, string? CertificateSha256)
{
    public Version Version => CancellationProtocols.Version(Protocol);

    public CancellationRequests Requests(int serverDelayMs) => CancellationRequests.For(BaseAddress, serverDelayMs);

    /// <summary>Trusts the target's own certificate only, by its thumbprint; null for plain TCP.</summary>
    public SslClientAuthenticationOptions? SslOptions => CertificateSha256 is { } pinned
        ? new SslClientAuthenticationOptions
        {
            RemoteCertificateValidationCallback = (_, certificate, _, _) =>
                certificate is not null
                && string.Equals(
                    certificate.GetCertHashString(HashAlgorithmName.SHA256),
                    pinned,
                    StringComparison.OrdinalIgnoreCase),
        }
        : null;

    /// <summary>
    /// Finds the target's address for each protocol; a protocol the target does not serve fails the study, since it
    /// was asked for by name.
    /// </summary>
    public static async Task<IReadOnlyList<CancellationRoute>> ResolveAsync(
        Uri target, IReadOnlyList<CancellationProtocol> protocols, CancellationToken cancellationToken)
    {
        if (protocols.All(protocol => protocol == CancellationProtocol.Http1))
        {
            return [new CancellationRoute(CancellationProtocol.Http1, target, null)];
        }

        var (info, missing) = await TargetDiscovery.InfoAsync(target, "cancel", cancellationToken)
            .ConfigureAwait(false);
        return [.. protocols.Select(protocol => protocol switch
        {
            CancellationProtocol.Http1 => new CancellationRoute(protocol, target, null),
            CancellationProtocol.H2c => new CancellationRoute(
                protocol,
                TargetDiscovery.Reachable(
                    target,
                    info?.Http2BaseAddress ?? throw Unavailable(
                        protocol, missing ?? "the target serves no h2c endpoint (its Http2Urls option is blank)")),
                null),
            _ => new CancellationRoute(
                protocol,
                TargetDiscovery.Reachable(
                    target,
                    info?.HttpsBaseAddress ?? throw Unavailable(
                        protocol, missing ?? "the target serves no HTTPS endpoint (its HttpsUrls option is blank)")),
                info.CertificateSha256 ?? throw Unavailable(protocol, "the target did not say which certificate it "
                    + "serves over HTTPS")),
        })];
    }

    private static StudyFailedException Unavailable(CancellationProtocol protocol, string why) =>
        new($"cancel: {CancellationProtocols.Name(protocol)} was asked for but cannot be measured: {why}.");
}

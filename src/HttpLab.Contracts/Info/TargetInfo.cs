namespace HttpLab.Contracts.Info;

/// <summary>What <c>GET /info</c> answers: where a client on the target's machine reaches it, by protocol.</summary>
public sealed record TargetInfo
{
    /// <summary>The HTTP/1.1 base address, as the target server's <c>BaseAddress</c>.</summary>
    public required Uri BaseAddress { get; init; }

    /// <summary>
    /// The h2c (HTTP/2 cleartext, prior knowledge) base address, as the target server's <c>Http2BaseAddress</c>; null
    /// when there is none.
    /// </summary>
    public Uri? Http2BaseAddress { get; init; }

    /// <summary>
    /// The HTTPS base address (HTTP/1.1 and HTTP/2 by ALPN), as the target server's <c>HttpsBaseAddress</c>; null
    /// when there is none.
    /// </summary>
    public Uri? HttpsBaseAddress { get; init; }

    /// <summary>
    /// The SHA-256 thumbprint of the HTTPS certificate, as the target server's <c>CertificateSha256</c>; null when
    /// there is no HTTPS endpoint.
    /// </summary>
    public string? CertificateSha256 { get; init; }
}

namespace HttpLab.Load;

/// <summary>
/// Which server certificates an https:// run accepts. By default those the system trusts for the URL's host; with
/// <see cref="CertificateSha256"/>, exactly that certificate (pinned: name and chain are not checked, as the
/// thumbprint already says which certificate it must be); with <see cref="Insecure"/>, any.
/// </summary>
public sealed record LoadTls
{
    /// <summary>The system's trust, no pin.</summary>
    public static LoadTls Default { get; } = new();

    /// <summary>
    /// Accept any certificate (a self-signed test server): the connection is encrypted but not authenticated.
    /// </summary>
    public bool Insecure { get; init; }

    /// <summary>
    /// The SHA-256 thumbprint of the one certificate to trust, 64 hexadecimal digits (colons between bytes allowed, as
    /// openssl prints them), e.g. what <c>httplab serve</c> prints for its HTTPS endpoint; null for none.
    /// </summary>
    public string? CertificateSha256 { get; init; }

    /// <summary>True when the options ask for anything but the default.</summary>
    public bool IsSet => Insecure || CertificateSha256 is not null;

    /// <summary>The pin as 64 uppercase hexadecimal digits; null when there is none or it is not a SHA-256.</summary>
    public string? NormalizedSha256 =>
        CertificateSha256?.Replace(":", string.Empty, StringComparison.Ordinal).Trim().ToUpperInvariant() is
            { Length: 64 } hex && hex.All(Uri.IsHexDigit)
            ? hex
            : null;

    /// <summary>The first problem with these options for <paramref name="url"/>, as one line, or null.</summary>
    public string? Problem(Uri url)
    {
        ArgumentNullException.ThrowIfNull(url);
        if (IsSet && !LoadTarget.IsHttps(url))
        {
            return $"--insecure and --cert-sha256 apply to https:// URLs only, not '{url}'";
        }

        if (CertificateSha256 is not null && NormalizedSha256 is null)
        {
            return $"--cert-sha256 '{CertificateSha256}' is not a SHA-256 thumbprint: use 64 hexadecimal digits";
        }

        return Insecure && CertificateSha256 is not null
            ? "--insecure accepts any certificate, so --cert-sha256 would be ignored: pass one or the other"
            : null;
    }
}

using System.Net.Security;
using System.Security.Cryptography;
using System.Security.Cryptography.X509Certificates;

namespace HttpLab.Load.Engines.Tls;

/// <summary>
/// The one certificate rule both engines apply (<see cref="LoadTls"/>), and the first refusal put into words, since
/// the exception a failed handshake throws says only that validation failed, not why.
/// </summary>
internal sealed class CertificateValidator(LoadTls tls, Uri url)
{
    private readonly string? pin = tls.NormalizedSha256;
    private readonly string authority = url.GetLeftPart(UriPartial.Authority);
    private string? problem;
    private long checkedCount;

    /// <summary>Why the first refused certificate was refused, as one line; null while none was.</summary>
    public string? Problem => Volatile.Read(ref problem);

    /// <summary>How many certificates were presented for checking (in full handshakes, and in resumed ones).</summary>
    public long Checked => Interlocked.Read(ref checkedCount);

    /// <summary>A <see cref="RemoteCertificateValidationCallback"/>.</summary>
    public bool Validate(object sender, X509Certificate? certificate, X509Chain? chain, SslPolicyErrors errors)
    {
        Interlocked.Increment(ref checkedCount);
        if (tls.Insecure)
        {
            return true;
        }

        if (certificate is null)
        {
            return Refuse($"the server at {authority} sent no certificate");
        }

        var sha256 = certificate.GetCertHashString(HashAlgorithmName.SHA256);
        if (pin is not null)
        {
            return sha256 == pin
                || Refuse($"certificate for {authority} has SHA-256 {sha256}, not the pinned {pin}");
        }

        return errors == SslPolicyErrors.None || Refuse(Describe(errors, certificate, chain, sha256));
    }

    private string Describe(SslPolicyErrors errors, X509Certificate certificate, X509Chain? chain, string sha256)
    {
        var reasons = new List<string>();
        if (errors.HasFlag(SslPolicyErrors.RemoteCertificateNameMismatch))
        {
            reasons.Add($"RemoteCertificateNameMismatch (it is for {Names(certificate)}, not {url.IdnHost})");
        }

        if (errors.HasFlag(SslPolicyErrors.RemoteCertificateChainErrors))
        {
            var statuses = chain?.ChainStatus.Select(status => status.Status.ToString()).Distinct().ToArray() ?? [];
            var selfSigned = certificate.Subject == certificate.Issuer ? "self-signed" : null;
            var detail = string.Join(", ", statuses.Prepend(selfSigned).OfType<string>());
            reasons.Add(
                detail.Length == 0 ? "RemoteCertificateChainErrors" : $"RemoteCertificateChainErrors ({detail})");
        }

        if (errors.HasFlag(SslPolicyErrors.RemoteCertificateNotAvailable))
        {
            reasons.Add("RemoteCertificateNotAvailable");
        }

        return $"certificate for {authority} is not trusted: {string.Join("; ", reasons)}; "
            + $"pass --insecure to accept any certificate, or --cert-sha256 {sha256} to trust this one";
    }

    // The subject alternative names a server certificate is for (its common name when it has none).
    private static string Names(X509Certificate certificate)
    {
        if (certificate is not X509Certificate2 certificate2)
        {
            return certificate.Subject;
        }

        var names = certificate2.Extensions.OfType<X509SubjectAlternativeNameExtension>()
            .SelectMany(extension => extension.EnumerateDnsNames()
                .Concat(extension.EnumerateIPAddresses().Select(address => address.ToString())))
            .ToArray();
        return names.Length > 0
            ? string.Join(", ", names)
            : certificate2.GetNameInfo(X509NameType.SimpleName, forIssuer: false);
    }

    private bool Refuse(string reason)
    {
        Interlocked.CompareExchange(ref problem, reason, null);
        return false;
    }
}

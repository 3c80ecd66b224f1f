using System.Net;
using System.Security.Cryptography;
using System.Security.Cryptography.X509Certificates;

namespace HttpLab.Target.Tls;

/// <summary>
/// The HTTPS endpoint's certificate: self-signed, made in memory at every start and never written anywhere, so there
/// is no key on disk to manage and nothing to trust machine-wide. Clients trust it by its SHA-256 thumbprint (pinning)
/// or not at all (<c>--insecure</c>).
/// </summary>
public static class TargetCertificate
{
    /// <summary>
    /// How long a certificate is valid: long enough for any run, short enough not to matter if it leaks.
    /// </summary>
    public static readonly TimeSpan Validity = TimeSpan.FromDays(7);

    // A clock a little behind (a container, a VM just resumed) would otherwise see a certificate from the future.
    private static readonly TimeSpan Backdating = TimeSpan.FromHours(1);

    /// <summary>
    /// An ECDSA P-256 certificate for localhost, 127.0.0.1 and ::1, usable for TLS server authentication from now
    /// (by <paramref name="time"/>) for <see cref="Validity"/>. P-256 rather than RSA: its handshakes cost a fraction
    /// of RSA 2048's, so a load test that reconnects measures the server more than the key.
    /// </summary>
    public static X509Certificate2 Create(TimeProvider time)
    {
        ArgumentNullException.ThrowIfNull(time);
        using var key = ECDsa.Create(ECCurve.NamedCurves.nistP256);
        var request = new CertificateRequest("CN=httplab target", key, HashAlgorithmName.SHA256);
        var names = new SubjectAlternativeNameBuilder();
        names.AddDnsName("localhost");
        names.AddIpAddress(IPAddress.Loopback);
        names.AddIpAddress(IPAddress.IPv6Loopback);
        request.CertificateExtensions.Add(names.Build());
        request.CertificateExtensions.Add(new X509BasicConstraintsExtension(false, false, 0, critical: true));
        request.CertificateExtensions.Add(
            new X509KeyUsageExtension(X509KeyUsageFlags.DigitalSignature, critical: true));
        request.CertificateExtensions.Add(new X509EnhancedKeyUsageExtension(
            [new Oid("1.3.6.1.5.5.7.3.1", "Server Authentication")], critical: false));

        var now = time.GetUtcNow();
        using var ephemeral = request.CreateSelfSigned(now - Backdating, now + Validity);

        // An ephemeral key serves TLS with OpenSSL but not with Windows' SChannel; a PKCS#12 round trip suits both.
        var pkcs12 = ephemeral.Export(X509ContentType.Pkcs12);
        return X509CertificateLoader.LoadPkcs12(pkcs12, password: null);
    }

    /// <summary>
    /// The certificate's SHA-256 thumbprint as uppercase hexadecimal without separators (64 characters), what
    /// <c>httplab load --cert-sha256</c> takes.
    /// </summary>
    public static string Sha256(X509Certificate2 certificate)
    {
        ArgumentNullException.ThrowIfNull(certificate);
        return certificate.GetCertHashString(HashAlgorithmName.SHA256);
    }
}

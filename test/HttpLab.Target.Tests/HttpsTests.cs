using System.Net;
using System.Net.Security;
using System.Security.Cryptography;
using System.Security.Cryptography.X509Certificates;
using HttpLab.Target.Tls;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests;

public sealed class HttpsTests(ITestOutputHelper output) : IDisposable
{
    private readonly TestOutputLoggerProvider _logs = new() { Output = output };

    public void Dispose() => _logs.Dispose();

    [Theory]
    [InlineData("1.1")]
    [InlineData("2.0")]
    public async Task StartAsync_Default_ServesHttpsWithEachVersionByAlpn(string version)
    {
        await using var server = await StartAsync(new TargetOptions { LoggerProvider = _logs });
        using var client = PinningClient(server.CertificateSha256!, out _);

        var https = Assert.IsType<Uri>(server.HttpsBaseAddress);
        using var response = await client.SendAsync(new HttpRequestMessage(HttpMethod.Get, new Uri(https, "plaintext"))
        {
            Version = Version.Parse(version),
            VersionPolicy = HttpVersionPolicy.RequestVersionExact,
        });

        Assert.Equal("https", https.Scheme);
        Assert.Equal("127.0.0.1", https.Host);
        Assert.Equal(Version.Parse(version), response.Version);
        Assert.Equal("Hello, World!", await response.Content.ReadAsStringAsync());
        Assert.Equal(https, Assert.Single(server.HttpsAddresses));
        Assert.Equal(server.BaseAddress, Assert.Single(server.Addresses));
    }

    [Fact]
    public async Task StartAsync_Default_CertificateIsShortLivedForLoopbackNames()
    {
        await using var server = await StartAsync(new TargetOptions { LoggerProvider = _logs });
        using var client = PinningClient(server.CertificateSha256!, out var seen);

        (await client.GetAsync(new Uri(server.HttpsBaseAddress!, "plaintext"))).Dispose();

        using var certificate = Assert.Single(seen);
        var names = certificate.Extensions.OfType<X509SubjectAlternativeNameExtension>().Single();
        Assert.Equal(["localhost"], names.EnumerateDnsNames());
        Assert.Equal([IPAddress.Loopback, IPAddress.IPv6Loopback], names.EnumerateIPAddresses());
        Assert.Equal(certificate.GetCertHashString(HashAlgorithmName.SHA256), server.CertificateSha256);
        Assert.Matches("^[0-9A-F]{64}$", server.CertificateSha256);
        Assert.InRange(certificate.NotAfter - certificate.NotBefore, TimeSpan.Zero, TimeSpan.FromDays(8));
        Assert.True(certificate.NotBefore <= DateTime.Now && DateTime.Now < certificate.NotAfter);
        Assert.NotNull(certificate.GetECDsaPublicKey());
    }

    [Fact]
    public async Task StartAsync_Twice_EachStartMakesItsOwnCertificate()
    {
        await using var first = await StartAsync(new TargetOptions { LoggerProvider = _logs });
        await using var second = await StartAsync(new TargetOptions { LoggerProvider = _logs });

        Assert.NotEqual(first.CertificateSha256, second.CertificateSha256);
    }

    [Fact]
    public async Task GetHttps_SystemTrust_RefusesTheSelfSignedCertificate()
    {
        await using var server = await StartAsync(new TargetOptions { LoggerProvider = _logs });
        using var client = new HttpClient();

        var exception = await Assert.ThrowsAsync<HttpRequestException>(
            () => client.GetAsync(new Uri(server.HttpsBaseAddress!, "plaintext")));

        Assert.Equal(HttpRequestError.SecureConnectionError, exception.HttpRequestError);
    }

    [Theory]
    [InlineData(null)]
    [InlineData("")]
    public async Task StartAsync_HttpsUrlsBlank_NoHttpsEndpointNorCertificate(string? httpsUrls)
    {
        await using var server = await StartAsync(new TargetOptions { HttpsUrls = httpsUrls, LoggerProvider = _logs });

        Assert.Null(server.HttpsBaseAddress);
        Assert.Empty(server.HttpsAddresses);
        Assert.Null(server.CertificateSha256);
    }

    [Theory]
    [InlineData("http://127.0.0.1:0", "is not an absolute https:// URL")]
    [InlineData("https://0.0.0.0:0", "pass --allow-remote")]
    [InlineData("https://localhost:0", "use https://127.0.0.1:0")]
    public async Task StartAsync_BadHttpsUrls_ThrowsArgumentExceptionNamingHttps(string httpsUrls, string problem)
    {
        var exception = await Assert.ThrowsAsync<ArgumentException>(
            () => StartAsync(new TargetOptions { HttpsUrls = httpsUrls }));

        Assert.StartsWith("HTTPS URLs: ", exception.Message, StringComparison.Ordinal);
        Assert.Contains(problem, exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Create_Certificate_HasPrivateKeyForTlsServerAuthentication()
    {
        using var certificate = TargetCertificate.Create(TimeProvider.System);

        Assert.True(certificate.HasPrivateKey);
        var usage = certificate.Extensions.OfType<X509EnhancedKeyUsageExtension>().Single();
        Assert.Equal("1.3.6.1.5.5.7.3.1", Assert.Single(usage.EnhancedKeyUsages.Cast<Oid>()).Value);
        Assert.Equal(64, TargetCertificate.Sha256(certificate).Length);
    }

    private static HttpClient PinningClient(string sha256, out List<X509Certificate2> seen)
    {
        var certificates = new List<X509Certificate2>();
        seen = certificates;
        var handler = new SocketsHttpHandler
        {
            SslOptions = new SslClientAuthenticationOptions
            {
                RemoteCertificateValidationCallback = (_, certificate, _, _) =>
                {
                    var presented = new X509Certificate2(certificate!);
                    lock (certificates)
                    {
                        certificates.Add(presented);
                    }

                    return presented.GetCertHashString(HashAlgorithmName.SHA256) == sha256;
                },
            },
        };
        return new HttpClient(handler);
    }

    private static Task<TargetServer> StartAsync(TargetOptions options) =>
        TargetServer.StartAsync(options, CancellationToken.None);
}

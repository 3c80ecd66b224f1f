using System.Globalization;
using System.Net;
using System.Security.Cryptography.X509Certificates;
using Microsoft.AspNetCore.Server.Kestrel.Core;
using Microsoft.Extensions.Configuration;

namespace HttpLab.Target.Hosting;

/// <summary>
/// The target's Kestrel endpoints by protocol: HTTP/1.1 on the URLs the caller chose, HTTP/2 with prior knowledge
/// (h2c) on URLs of its own, and HTTPS (HTTP/1.1 and HTTP/2, chosen per connection by ALPN) with
/// <paramref name="certificate"/> on a third set. Without TLS there is no ALPN to pick a protocol per connection, so
/// one cleartext port cannot serve both; each endpoint is therefore declared with its own protocols.
/// </summary>
internal sealed class TargetBindings(
    IReadOnlyList<string> http1Urls,
    IReadOnlyList<string> http2Urls,
    IReadOnlyList<string> httpsUrls,
    X509Certificate2? certificate)
{
    private readonly ListenOptions?[] _http2 = new ListenOptions?[http2Urls.Count];

    /// <summary>The HTTPS endpoint's certificate; null when there is no HTTPS endpoint.</summary>
    public X509Certificate2? Certificate => certificate;

    /// <summary>
    /// Declares every endpoint through Kestrel's configuration loader, which parses URLs exactly as <c>--urls</c> does
    /// (port 0, localhost, wildcards); endpoints declared in code would make Kestrel ignore a URL list instead.
    /// </summary>
    public void Configure(KestrelServerOptions kestrel)
    {
        if (httpsUrls.Count > 0 && certificate is null)
        {
            throw new InvalidOperationException("HTTPS endpoints need a certificate.");
        }

        // Numeric names keep Kestrel's binding order (it sorts the section's children) the order the URLs were given.
        var urls = http1Urls.Concat(http2Urls).Concat(httpsUrls).ToArray();
        var settings = urls.Select(
            (url, index) => KeyValuePair.Create<string, string?>($"Endpoints:{Name(index)}:Url", url));
        var loader = kestrel.Configure(
            new ConfigurationBuilder().AddInMemoryCollection(settings).Build(), reloadOnChange: false);
        for (var index = 0; index < urls.Length; index++)
        {
            var http2Index = index - http1Urls.Count;
            var httpsIndex = http2Index - http2Urls.Count;
            loader.Endpoint(Name(index), endpoint =>
            {
                if (httpsIndex >= 0)
                {
                    endpoint.ListenOptions.Protocols = HttpProtocols.Http1AndHttp2;
                    endpoint.HttpsOptions.ServerCertificate = certificate;
                    return;
                }

                endpoint.ListenOptions.Protocols = http2Index < 0 ? HttpProtocols.Http1 : HttpProtocols.Http2;
                if (http2Index >= 0)
                {
                    _http2[http2Index] = endpoint.ListenOptions;
                }
            });
        }
    }

    /// <summary>
    /// Splits the addresses Kestrel reported into HTTP/1.1, h2c and HTTPS ones (valid once the server has started).
    /// </summary>
    public TargetAddresses Split(IEnumerable<Uri> boundAddresses)
    {
        var byScheme = boundAddresses.ToLookup(address => address.Scheme == Uri.UriSchemeHttps);
        var byProtocol = byScheme[false].ToLookup(IsHttp2);
        return new TargetAddresses([.. byProtocol[false]], [.. byProtocol[true]], [.. byScheme[true]]);
    }

    private bool IsHttp2(Uri boundAddress) =>
        _http2.Any(options => options?.IPEndPoint is { } endpoint && Matches(boundAddress, endpoint));

    private static string Name(int index) => index.ToString(CultureInfo.InvariantCulture);

    // Kestrel writes the bound port back into each endpoint's options, and reports localhost by name rather than
    // address.
    private static bool Matches(Uri address, IPEndPoint endpoint) =>
        address.Port == endpoint.Port
        && (IPAddress.TryParse(address.Host.Trim('[', ']'), out var host)
            ? host.Equals(endpoint.Address)
            : address.IsLoopback && IPAddress.IsLoopback(endpoint.Address));
}

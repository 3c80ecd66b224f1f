using System.Net;
using System.Net.Sockets;

namespace HttpLab.Load;

/// <summary>
/// Where load may go: any absolute http:// or https:// URL, as with every load tool. An address in the URL (and
/// "localhost", taken as 127.0.0.1) is used as it is; a name is resolved once, when the run starts, and every
/// connection of both engines goes to its first address, so a run measures one server, not a name server's choices.
/// </summary>
public static class LoadTarget
{
    /// <summary>Why the URL cannot be a load target, in one line, or null when it can.</summary>
    public static string? Problem(Uri url)
    {
        ArgumentNullException.ThrowIfNull(url);
        if (!url.IsAbsoluteUri || (url.Scheme != Uri.UriSchemeHttp && url.Scheme != Uri.UriSchemeHttps))
        {
            return $"'{url}' is not an absolute http:// or https:// URL";
        }

        if (!string.IsNullOrEmpty(url.UserInfo) || !string.IsNullOrEmpty(url.Fragment))
        {
            return $"'{url}' has user information or a fragment, which a load target cannot have";
        }

        if (url.Host.Length == 0)
        {
            return $"'{url}' has no host";
        }

        return null;
    }

    /// <summary>True for a URL to this machine: localhost, 127.0.0.0/8 or ::1.</summary>
    public static bool IsLoopback(Uri url)
    {
        ArgumentNullException.ThrowIfNull(url);
        return url.IsLoopback
            || (IPAddress.TryParse(url.Host.Trim('[', ']'), out var address) && IPAddress.IsLoopback(address));
    }

    /// <summary>True for https:// URLs: the engines speak TLS to them.</summary>
    public static bool IsHttps(Uri url)
    {
        ArgumentNullException.ThrowIfNull(url);
        return url.Scheme == Uri.UriSchemeHttps;
    }

    /// <summary>
    /// The endpoint to connect to: the URL's address, or its name's first address from <paramref name="lookUp"/>.
    /// </summary>
    /// <exception cref="LoadTargetException">The name does not resolve; the message is one line.</exception>
    internal static async Task<IPEndPoint> ResolveAsync(
        Uri url, Func<string, CancellationToken, Task<IPAddress[]>> lookUp, CancellationToken cancellationToken)
    {
        if (Problem(url) is { } problem)
        {
            throw new ArgumentException(problem, nameof(url));
        }

        if (Literal(url) is { } literal)
        {
            return literal;
        }

        IPAddress[] addresses;
        try
        {
            addresses = await lookUp(url.IdnHost, cancellationToken).ConfigureAwait(false);
        }
        catch (SocketException exception)
        {
            throw new LoadTargetException($"'{url.Host}' does not resolve: {exception.Message}", exception);
        }

        // A mapped IPv4 address connects as the IPv4 address it maps; dual-mode sockets are not needed for that.
        return addresses.Length == 0
            ? throw new LoadTargetException($"'{url.Host}' does not resolve: no address")
            : new IPEndPoint(addresses[0].IsIPv4MappedToIPv6 ? addresses[0].MapToIPv4() : addresses[0], url.Port);
    }

    /// <summary>The endpoint without a name lookup: for an address or localhost; null for any other name.</summary>
    internal static IPEndPoint? Literal(Uri url)
    {
        if (url.HostNameType == UriHostNameType.Dns)
        {
            // The loopback fast path: localhost is this machine whatever the resolver says, and IPv4 as before.
            return string.Equals(url.Host, "localhost", StringComparison.OrdinalIgnoreCase)
                ? new IPEndPoint(IPAddress.Loopback, url.Port)
                : null;
        }

        return IPAddress.TryParse(url.IdnHost.Trim('[', ']'), out var address)
            ? new IPEndPoint(address.IsIPv4MappedToIPv6 ? address.MapToIPv4() : address, url.Port)
            : null;
    }

    /// <summary>The system resolver.</summary>
    internal static Task<IPAddress[]> SystemLookUp(string host, CancellationToken cancellationToken) =>
        Dns.GetHostAddressesAsync(host, cancellationToken);
}

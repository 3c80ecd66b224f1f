using System.Net;

namespace HttpLab.Load;

/// <summary>
/// Where load may go: http:// on this machine only (127.0.0.0/8, ::1, or "localhost", which is taken as 127.0.0.1).
/// Both engines connect to the endpoint resolved here, never to what a name server says.
/// </summary>
public static class LoadTarget
{
    /// <summary>Why the URL cannot be a load target, in one line, or null when it can.</summary>
    public static string? Problem(Uri url)
    {
        ArgumentNullException.ThrowIfNull(url);
        if (!url.IsAbsoluteUri || url.Scheme != Uri.UriSchemeHttp)
        {
            return $"'{url}' is not an absolute http:// URL (https is not supported)";
        }

        if (!string.IsNullOrEmpty(url.UserInfo) || !string.IsNullOrEmpty(url.Fragment))
        {
            return $"'{url}' has user information or a fragment, which a load target cannot have";
        }

        return Address(url) is null
            ? $"'{url.Host}' is not a loopback address: "
                + "httplab load only sends to this machine (127.0.0.0/8, ::1, localhost)"
            : null;
    }

    /// <summary>The endpoint to connect to.</summary>
    /// <exception cref="ArgumentException">The URL fails <see cref="Problem"/>.</exception>
    internal static IPEndPoint EndPoint(Uri url) =>
        Problem(url) is { } problem ? throw new ArgumentException(problem) : new IPEndPoint(Address(url)!, url.Port);

    private static IPAddress? Address(Uri url)
    {
        if (url.HostNameType == UriHostNameType.Dns)
        {
            return string.Equals(url.Host, "localhost", StringComparison.OrdinalIgnoreCase) ? IPAddress.Loopback : null;
        }

        return IPAddress.TryParse(url.IdnHost.Trim('[', ']'), out var address)
            && IPAddress.IsLoopback(address)
            && !address.IsIPv4MappedToIPv6
            ? address
            : null;
    }
}

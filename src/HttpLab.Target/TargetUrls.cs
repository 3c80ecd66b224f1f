using System.Net;

namespace HttpLab.Target;

/// <summary>
/// Checks the addresses the target may bind before Kestrel sees them, so a mistake is one clear line.
/// </summary>
public static class TargetUrls
{
    /// <summary>
    /// Returns null when every URL in <paramref name="urls"/> (semicolon-separated) is an absolute <c>http://</c>
    /// URL the target may bind, or a one-line message naming the first that is not. Hosts other than loopback
    /// (127.0.0.0/8, ::1, localhost) are refused unless <paramref name="allowRemote"/> is set.
    /// </summary>
    public static string? Validate(string urls, bool allowRemote) => TryParse(urls, allowRemote, out _);

    /// <summary>
    /// As <see cref="Validate"/>, for the addresses of the HTTPS endpoint (<see cref="TargetOptions.HttpsUrls"/>),
    /// which must be absolute <c>https://</c> URLs.
    /// </summary>
    public static string? ValidateHttps(string urls, bool allowRemote) =>
        TryParse(urls, allowRemote, Uri.UriSchemeHttps, out _);

    /// <summary>
    /// Validates and returns the URLs trimmed and split, ready for Kestrel; the error is null on success.
    /// </summary>
    internal static string? TryParse(string urls, bool allowRemote, out IReadOnlyList<string> addresses) =>
        TryParse(urls, allowRemote, Uri.UriSchemeHttp, out addresses);

    /// <summary>As the other overload, for URLs of <paramref name="scheme"/> (http or https).</summary>
    internal static string? TryParse(
        string urls, bool allowRemote, string scheme, out IReadOnlyList<string> addresses)
    {
        ArgumentNullException.ThrowIfNull(urls);
        addresses = [];
        var parsed = urls.Split(';', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        if (parsed.Length == 0)
        {
            return $"no URL given: pass one like {scheme}://127.0.0.1:5000";
        }

        foreach (var url in parsed)
        {
            var error = Check(url, allowRemote, scheme);
            if (error is not null)
            {
                return error;
            }
        }

        addresses = parsed;
        return null;
    }

    private static string? Check(string url, bool allowRemote, string scheme)
    {
        var prefix = scheme + "://";
        var notAbsolute = $"'{url}' is not an absolute {prefix} URL, e.g. {prefix}127.0.0.1:5000";
        if (scheme == Uri.UriSchemeHttp && url.StartsWith("https://", StringComparison.OrdinalIgnoreCase))
        {
            return $"'{url}' uses https, but these are the target's cleartext addresses: use http:// here "
                + "(its HTTPS endpoint has addresses of its own)";
        }

        if (!url.StartsWith(prefix, StringComparison.OrdinalIgnoreCase))
        {
            return notAbsolute;
        }

        var host = HostOf(url, prefix);
        if (host is "*" or "+")
        {
            return allowRemote ? null : RemoteRefused(host);
        }

        if (!Uri.TryCreate(url, UriKind.Absolute, out var uri) || uri.Host.Length == 0)
        {
            return notAbsolute;
        }

        if (uri.AbsolutePath != "/" || uri.Query.Length > 0 || uri.Fragment.Length > 0 || uri.UserInfo.Length > 0)
        {
            return $"'{url}' has a path, query or user name; the target binds scheme, host and port only";
        }

        var isLocalhost = uri.Host.Equals("localhost", StringComparison.OrdinalIgnoreCase);
        if (isLocalhost && uri.Port == 0)
        {
            // Kestrel binds localhost as two sockets (127.0.0.1 and ::1), which cannot share a dynamic port.
            return $"'{url}' asks for a free port on localhost, which Kestrel cannot do: use {prefix}127.0.0.1:0";
        }

        if (isLocalhost || IsLoopbackAddress(uri))
        {
            return null;
        }

        return allowRemote ? null : RemoteRefused(uri.Host);
    }

    // Uri cannot parse ASP.NET's wildcard hosts, so they are picked out by hand.
    private static string HostOf(string url, string prefix)
    {
        var rest = url[prefix.Length..];
        var end = rest.IndexOfAny([':', '/']);
        return end < 0 ? rest : rest[..end];
    }

    private static bool IsLoopbackAddress(Uri uri) =>
        uri.HostNameType is UriHostNameType.IPv4 or UriHostNameType.IPv6
        && IPAddress.TryParse(uri.Host.Trim('[', ']'), out var address)
        && IPAddress.IsLoopback(address);

    private static string RemoteRefused(string host) =>
        $"binding {host} exposes the target beyond this machine; pass --allow-remote to do it";
}

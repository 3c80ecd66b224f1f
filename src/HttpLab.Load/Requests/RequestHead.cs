using System.Text;

namespace HttpLab.Load.Requests;

/// <summary>
/// A <see cref="RequestTemplate"/> as both engines send it, worked out once at the start of a run. The order is
/// HttpClient's, since the raw engine can write any order and HttpClient only its own: the request line; Host;
/// User-Agent (httplab-load) and Accept (*/*), a user's header of the same name taking their place; the user's other
/// request headers in the order given; then the body's: Content-Type, the user's other body headers (Content-Encoding,
/// Content-Language...) in the order given, Content-Length. Names are cased as HttpClient writes them.
/// </summary>
internal sealed class RequestHead
{
    public const string UserAgent = "httplab-load";

    private RequestHead(
        string method,
        Uri url,
        IReadOnlyList<RequestHeader> requestHeaders,
        bool hostIsDefault,
        IReadOnlyList<RequestHeader> contentHeaders,
        byte[]? body)
    {
        Method = method;
        Url = url;
        RequestHeaders = requestHeaders;
        HostIsDefault = hostIsDefault;
        ContentHeaders = contentHeaders;
        Body = body;
    }

    /// <summary>The method, a standard one in capitals whatever its case (HttpClient writes it so).</summary>
    public string Method { get; }

    public Uri Url { get; }

    /// <summary>Host first, then the request's other headers, in the order written.</summary>
    public IReadOnlyList<RequestHeader> RequestHeaders { get; }

    /// <summary>The Host header is the URL's authority (HttpClient then writes it itself).</summary>
    public bool HostIsDefault { get; }

    /// <summary>
    /// The body's headers, Content-Length last; without a body, "Content-Length: 0" for a method that is expected to
    /// have one (all but GET, HEAD, OPTIONS and DELETE, as HttpClient decides) and nothing otherwise.
    /// </summary>
    public IReadOnlyList<RequestHeader> ContentHeaders { get; }

    public byte[]? Body { get; }

    /// <summary>The response has no body whatever its headers say (RFC 9110: a response to HEAD).</summary>
    public bool NoResponseBody => Method == "HEAD";

    public static RequestHead For(RequestTemplate template)
    {
        ArgumentNullException.ThrowIfNull(template);
        var method = Normalize(template.Method);
        var url = template.Url;
        var user = template.Headers
            .Select(header => header with { Name = RequestFields.Canonical(header.Name) })
            .ToList();
        var host = Take(user, "Host");
        var request = new List<RequestHeader>
        {
            new("Host", host ?? url.Authority),
            new("User-Agent", Take(user, "User-Agent") ?? UserAgent),
            new("Accept", Take(user, "Accept") ?? "*/*"),
        };
        request.AddRange(user.Where(header => RequestFields.Where(header.Name) == RequestFields.Place.Request));

        var content = new List<RequestHeader>();
        byte[]? body = null;
        if (template.Body is { } bytes)
        {
            body = bytes;
            var contentType = template.ContentType ?? Take(user, "Content-Type")
                ?? RequestTemplate.DefaultContentType;
            content.Add(new RequestHeader("Content-Type", contentType));
            content.AddRange(user.Where(header => RequestFields.Where(header.Name) == RequestFields.Place.Content));
            content.Add(new RequestHeader("Content-Length", body.Length.ToString(
                System.Globalization.CultureInfo.InvariantCulture)));
        }
        else if (method is not ("GET" or "HEAD" or "OPTIONS" or "DELETE"))
        {
            content.Add(new RequestHeader("Content-Length", "0"));
        }

        return new RequestHead(method, url, request, host is null, content, body);
    }

    /// <summary>The bytes the raw engine writes: head and body in one array, sent with one call.</summary>
    public byte[] Encode()
    {
        var head = new StringBuilder()
            .Append(Method).Append(' ').Append(Url.PathAndQuery).Append(" HTTP/1.1\r\n");
        foreach (var (name, value) in RequestHeaders.Concat(ContentHeaders))
        {
            head.Append(name).Append(": ").Append(value).Append("\r\n");
        }

        head.Append("\r\n");
        return [.. Encoding.ASCII.GetBytes(head.ToString()), .. Body ?? []];
    }

    // HttpClient sends a standard method in capitals however it was spelled, any other as given.
    private static string Normalize(string method)
    {
        string[] standard = ["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "TRACE", "PATCH", "CONNECT"];
        return standard.FirstOrDefault(known => string.Equals(known, method, StringComparison.OrdinalIgnoreCase))
            ?? method;
    }

    /// <summary>Removes the user's header of that name and returns its value, or null when there is none.</summary>
    private static string? Take(List<RequestHeader> headers, string name)
    {
        var index = headers.FindIndex(header => string.Equals(header.Name, name, StringComparison.OrdinalIgnoreCase));
        if (index < 0)
        {
            return null;
        }

        var value = headers[index].Value;
        headers.RemoveAt(index);
        return value;
    }
}

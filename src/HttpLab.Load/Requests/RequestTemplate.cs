namespace HttpLab.Load.Requests;

/// <summary>
/// One request a load run sends: method, URL, headers and body. Both engines send it byte for byte alike (see
/// <see cref="RequestHead"/> for the header order); the raw engine encodes it once for the whole run.
/// </summary>
public sealed record RequestTemplate
{
    /// <summary>The content type of a body when none is given.</summary>
    public const string DefaultContentType = "application/octet-stream";

    /// <summary>The largest body, so every request of a run fits in memory many times over.</summary>
    public const int MaxBodyBytes = 64 * 1024 * 1024;

    /// <summary>The largest weight of one request in a mix.</summary>
    public const int MaxWeight = 10_000;

    /// <summary>A token: GET, POST, PUT, DELETE, HEAD, OPTIONS, PATCH, or any other (CONNECT opens a tunnel).</summary>
    public string Method { get; init; } = "GET";

    /// <summary>The URL (absolute when the run starts; all of a run's share scheme, host and port).</summary>
    public required Uri Url { get; init; }

    /// <summary>
    /// Headers beyond those the engine sends (Host, User-Agent, Accept, Content-Type, Content-Length); one with the
    /// name of Host, User-Agent or Accept replaces the engine's value in its place.
    /// </summary>
    public IReadOnlyList<RequestHeader> Headers { get; init; } = [];

    /// <summary>
    /// The body, or null for none (an empty body is still a body: Content-Type and Content-Length: 0). An array, not a
    /// nullable memory, into which a null array would silently convert as an empty body.
    /// </summary>
    public byte[]? Body { get; init; }

    /// <summary>The body's Content-Type: null for <see cref="DefaultContentType"/>. Only with a body.</summary>
    public string? ContentType { get; init; }

    /// <summary>How many turns of a cycle through the run's requests this one takes.</summary>
    public int Weight { get; init; } = 1;

    /// <summary>
    /// The first problem with this request as one line (never a header value), or null when it can be sent.
    /// </summary>
    public string? Problem()
    {
        if (Method.Length == 0 || !Method.All(RequestFields.IsTokenChar))
        {
            return $"method '{Method}' is not a token (letters, digits and !#$%&'*+-.^_`|~)";
        }

        if (string.Equals(Method, "CONNECT", StringComparison.OrdinalIgnoreCase))
        {
            return "method CONNECT opens a tunnel, which httplab load does not measure";
        }

        if (Weight is < 1 or > MaxWeight)
        {
            return $"weight {Weight} is out of range: it must be from 1 to {MaxWeight:#,0}";
        }

        if (Body is { Length: > MaxBodyBytes } body)
        {
            return $"a body of {body.Length:#,0} bytes is too large: at most {MaxBodyBytes:#,0}";
        }

        if (ContentType is not null && Body is null)
        {
            return "a content type without a body: give a body, or leave the content type out";
        }

        if (ContentType is not null && RequestFields.Problem(new RequestHeader("Content-Type", ContentType)) is { } bad)
        {
            return bad;
        }

        var seen = new HashSet<string>(StringComparer.OrdinalIgnoreCase);
        foreach (var header in Headers)
        {
            if (RequestFields.Problem(header) is { } problem)
            {
                return problem;
            }

            if (!seen.Add(header.Name) || (ContentType is not null && IsContentType(header)))
            {
                return $"header '{header.Name}' is given twice: give it once, its values separated by commas";
            }

            if (RequestFields.Where(header.Name) == RequestFields.Place.Content && Body is null)
            {
                return $"header '{header.Name}' describes a body, and the request has none";
            }
        }

        return null;
    }

    internal static bool IsContentType(RequestHeader header) =>
        string.Equals(header.Name, "Content-Type", StringComparison.OrdinalIgnoreCase);

    /// <summary>
    /// What a report says of this request: method, URL, header names, body size; never a header value, which may be a
    /// secret (Authorization, a cookie, an API key).
    /// </summary>
    public string Describe()
    {
        var head = RequestHead.For(this);
        var names = string.Join(", ", head.RequestHeaders.Concat(head.ContentHeaders).Select(header => header.Name));
        var body = Body is { } bytes ? FormattableString.Invariant($"a {bytes.Length:#,0}-byte body") : "no body";
        return $"{head.Method} {Url} with headers {names} (values not recorded) and {body}";
    }
}

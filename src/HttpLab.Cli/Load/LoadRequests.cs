using HttpLab.Load.Requests;

namespace HttpLab.Cli.Load;

/// <summary>
/// What <c>httplab load</c> sends, as parsed: one request built from --method, --header and the body options, or the
/// requests of --requests-file (whose URLs may be paths, resolved against the target when the run starts).
/// </summary>
internal sealed record LoadRequests(
    string Method,
    IReadOnlyList<RequestHeader> Headers,
    byte[]? Body,
    string? ContentType,
    IReadOnlyList<RequestTemplate>? FromFile)
{
    /// <summary>A GET of the URL, with the engine's headers only: what <c>httplab load URL</c> always sent.</summary>
    public static LoadRequests Get { get; } = new("GET", [], null, null, null);

    /// <summary>The URL to load when the command line named none: the file's, unless its URLs are paths.</summary>
    public Uri? Target(Uri? argument) =>
        argument ?? (FromFile is [{ Url.IsAbsoluteUri: true } first, ..] ? first.Url : null);

    /// <summary>The requests against <paramref name="url"/>, or null for a plain GET of it.</summary>
    public IReadOnlyList<RequestTemplate>? Resolve(Uri url)
    {
        if (FromFile is { } file)
        {
            return [.. file.Select(request =>
                request.Url.IsAbsoluteUri ? request : request with { Url = new Uri(url, request.Url) })];
        }

        if (this == Get)
        {
            return null;
        }

        return
        [
            new RequestTemplate
            {
                Method = Method, Url = url, Headers = Headers, Body = Body, ContentType = ContentType,
            },
        ];
    }
}

using HttpLab.Load;
using HttpLab.Studies;

namespace HttpLab.Cli.Load;

/// <summary>
/// <c>httplab load --http 2</c> without a URL: the target it starts answers HTTP/1.1 on the address it prints, and h2c
/// on a port of its own that <c>GET /info</c> names (<see cref="TargetDiscovery"/>), so the run goes there, to the
/// same path.
/// </summary>
internal static class StartedTargetHttp2
{
    /// <summary>
    /// Where <paramref name="request"/>'s load goes: its own URL, or the started target's
    /// (<paramref name="targetUrl"/>), or with --http 2 the started target's h2c address.
    /// </summary>
    public static Task<Uri> UrlForAsync(LoadRequest request, Uri targetUrl, CancellationToken cancellationToken) =>
        request.Url is null && request.Http == LoadHttpVersion.Http2
            ? UrlAsync(targetUrl, cancellationToken)
            : Task.FromResult(targetUrl);

    private static async Task<Uri> UrlAsync(Uri http1Url, CancellationToken cancellationToken)
    {
        try
        {
            var (info, missing) = await TargetDiscovery.InfoAsync(http1Url, "load", cancellationToken)
                .ConfigureAwait(false);
            return info?.Http2BaseAddress is { } h2c
                ? new Uri(TargetDiscovery.Reachable(http1Url, h2c), http1Url.PathAndQuery)
                : throw new LoadTargetException("the started target has no h2c address for --http 2: "
                    + (missing ?? "its Http2Urls option is blank"));
        }
        catch (StudyFailedException exception)
        {
            throw new LoadTargetException(exception.Message, exception);
        }
    }
}

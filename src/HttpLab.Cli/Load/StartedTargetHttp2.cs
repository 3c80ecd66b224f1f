using System.Net.Http.Json;
using System.Text.Json;
using HttpLab.Load;
using HttpLab.Target.Info;

namespace HttpLab.Cli.Load;

/// <summary>
/// <c>httplab load --http 2</c> without a URL: the target it starts answers HTTP/1.1 on the address it prints, and h2c
/// on a port of its own that <c>GET /info</c> names, so the run goes there, to the same path.
/// </summary>
internal static class StartedTargetHttp2
{
    private static readonly JsonSerializerOptions WebOptions = new(JsonSerializerDefaults.Web);

    public static async Task<Uri> UrlAsync(Uri http1Url, CancellationToken cancellationToken)
    {
        using var client = new HttpClient { Timeout = TimeSpan.FromSeconds(10) };
        TargetInfo? info;
        try
        {
            info = await client.GetFromJsonAsync<TargetInfo>(
                new Uri(http1Url, InfoEndpoints.Path), WebOptions, cancellationToken).ConfigureAwait(false);
        }
        catch (Exception exception) when (exception is HttpRequestException or JsonException or TaskCanceledException
            && !cancellationToken.IsCancellationRequested)
        {
            throw new LoadTargetException(
                $"could not ask the started target for its h2c address: {exception.Message}", exception);
        }

        return info?.Http2BaseAddress is { } h2c
            ? new Uri(h2c, http1Url.PathAndQuery)
            : throw new LoadTargetException("the started target serves no h2c address for --http 2");
    }
}

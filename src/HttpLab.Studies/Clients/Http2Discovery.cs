using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using HttpLab.Target.Info;

namespace HttpLab.Studies.Clients;

/// <summary>
/// Learns the target's h2c address from <c>GET /info</c>: <c>httplab run</c> knows only the HTTP/1.1 address the
/// target printed, and h2c has a port of its own (cleartext cannot offer both protocols on one port).
/// </summary>
internal static class Http2Discovery
{
    private static readonly JsonSerializerOptions WebOptions = new(JsonSerializerDefaults.Web);

    /// <summary>The h2c base address to use from this machine, or null and why there is none.</summary>
    public static async Task<(Uri? BaseAddress, string? Missing)> FindAsync(
        Uri targetUrl, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(targetUrl);
        var url = new Uri(targetUrl, InfoEndpoints.Path.TrimStart('/'));
        using var client = ClientHandlers.CreateClient();
        try
        {
            using var response = await client.GetAsync(url, cancellationToken).ConfigureAwait(false);
            if (response.StatusCode == HttpStatusCode.NotFound)
            {
                return (null, $"the target has no {InfoEndpoints.Path} endpoint to announce an h2c address (is it an "
                    + "older HttpLab target?)");
            }

            if (!response.IsSuccessStatusCode)
            {
                throw new StudyFailedException($"clients: GET {url} answered {(int)response.StatusCode} "
                    + $"{response.ReasonPhrase}, expected 200.");
            }

            var info = await response.Content.ReadFromJsonAsync<TargetInfo>(
                WebOptions, cancellationToken).ConfigureAwait(false);
            return info?.Http2BaseAddress is { } reported
                ? (Reachable(targetUrl, reported), null)
                : (null, "the target serves no h2c endpoint (its Http2Urls option is blank)");
        }
        catch (Exception exception) when (exception is HttpRequestException or JsonException)
        {
            throw new StudyFailedException($"clients: could not ask the target for its h2c address at {url}: "
                + $"{exception.Message}", exception);
        }
    }

    /// <summary>
    /// The target reports addresses as seen on its own machine. When it is elsewhere, its loopback is not ours: the
    /// h2c port is then tried on the host the target was reached at (and the pre-flight says so if it is not open
    /// there).
    /// </summary>
    internal static Uri Reachable(Uri targetUrl, Uri reported) =>
        IsLoopback(reported) && !IsLoopback(targetUrl)
            ? new UriBuilder(reported) { Host = targetUrl.Host }.Uri
            : reported;

    private static bool IsLoopback(Uri url) =>
        url.IsLoopback
        || (IPAddress.TryParse(url.Host.Trim('[', ']'), out var address) && IPAddress.IsLoopback(address));
}

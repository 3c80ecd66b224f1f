using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using HttpLab.Contracts.Info;
using HttpLab.Load;
using HttpLab.Studies.Clients;

namespace HttpLab.Studies;

/// <summary>
/// Learns the target's other addresses from <c>GET /info</c>: <c>httplab run</c> knows only the HTTP/1.1 address the
/// target printed, and h2c and HTTPS have ports of their own (cleartext cannot offer both protocols on one port).
/// </summary>
public static class TargetDiscovery
{
    private static readonly JsonSerializerOptions WebOptions = new(JsonSerializerDefaults.Web);

    /// <summary>The h2c base address to use from this machine, or null and why there is none.</summary>
    public static async Task<(Uri? BaseAddress, string? Missing)> FindAsync(
        Uri targetUrl, CancellationToken cancellationToken)
    {
        var (info, missing) = await InfoAsync(targetUrl, "clients", cancellationToken).ConfigureAwait(false);
        return info is null ? (null, missing)
            : info.Http2BaseAddress is { } reported ? (Reachable(targetUrl, reported), null)
            : (null, "the target serves no h2c endpoint (its Http2Urls option is blank)");
    }

    /// <summary>
    /// What the target says of its addresses, or null and why it says nothing (an older target without
    /// <c>/info</c>); a target that cannot be asked fails <paramref name="study"/>.
    /// </summary>
    public static async Task<(TargetInfo? Info, string? Missing)> InfoAsync(
        Uri targetUrl, string study, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(targetUrl);
        var url = new Uri(targetUrl, InfoRoutes.Path.TrimStart('/'));
        using var client = ClientHandlers.CreateClient();
        try
        {
            using var response = await client.GetAsync(url, cancellationToken).ConfigureAwait(false);
            if (response.StatusCode == HttpStatusCode.NotFound)
            {
                return (null, $"the target has no {InfoRoutes.Path} endpoint to announce its other addresses (is "
                    + "it an older HttpLab target?)");
            }

            if (!response.IsSuccessStatusCode)
            {
                throw new StudyFailedException($"{study}: GET {url} answered {(int)response.StatusCode} "
                    + $"{response.ReasonPhrase}, expected 200.");
            }

            var info = await response.Content.ReadFromJsonAsync<TargetInfo>(
                WebOptions, cancellationToken).ConfigureAwait(false);
            return info is null ? (null, $"GET {url} answered null") : (info, null);
        }
        catch (Exception exception) when (exception is HttpRequestException or JsonException)
        {
            // HttpClient's own message ("An error occurred while sending the request.") keeps its cause inside.
            throw new StudyFailedException($"{study}: could not ask the target for its addresses at {url}: "
                + $"{FailureMessage.Of(exception)}", exception);
        }
    }

    /// <summary>
    /// The target reports addresses as seen on its own machine. When it is elsewhere, its loopback is not ours: the
    /// other port is then tried on the host the target was reached at (and the pre-flight says so if it is not open
    /// there).
    /// </summary>
    public static Uri Reachable(Uri targetUrl, Uri reported) =>
        LoadTarget.IsLoopback(reported) && !LoadTarget.IsLoopback(targetUrl)
            ? new UriBuilder(reported) { Host = targetUrl.Host }.Uri
            : reported;
}

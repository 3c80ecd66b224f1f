using System.Globalization;
using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using HttpLab.Contracts.Cancellation;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// Asks the target what it saw of a request (<c>GET /aborts/{id}</c>), on a client of its own so the measured client's
/// pool is untouched.
/// </summary>
internal sealed class AbortObserver(Uri target) : IDisposable
{
    // Past the server's own delay, a handler that never saw the abort has answered, so its record is final.
    private const int WaitBeyondServerDelayMs = 2000;
    private readonly HttpClient client = new() { Timeout = TimeSpan.FromSeconds(30) };

    /// <summary>
    /// The record once final (or after the server's wait), or null when the server has none for the id.
    /// </summary>
    public async Task<AbortRecord?> GetAsync(string requestId, int serverDelayMs, CancellationToken cancellationToken)
    {
        var waitMs = Math.Min(CancellationRoutes.MaxWaitMs, serverDelayMs + WaitBeyondServerDelayMs);
        var url = new Uri(target, CancellationRoutes.AbortUri(requestId, waitMs));
        try
        {
            using var response = await client.GetAsync(url, cancellationToken).ConfigureAwait(false);
            if (response.StatusCode == HttpStatusCode.NotFound)
            {
                return null;
            }

            response.EnsureSuccessStatusCode();
            return await response.Content.ReadFromJsonAsync<AbortRecord>(cancellationToken).ConfigureAwait(false);
        }
        catch (Exception exception) when (exception is HttpRequestException or JsonException)
        {
            throw new StudyFailedException($"cancel: asking the target what it saw, GET {url} failed: "
                + $"{FailureMessage.Of(exception)}", exception);
        }
        catch (OperationCanceledException exception) when (!cancellationToken.IsCancellationRequested)
        {
            throw new StudyFailedException(
                string.Create(CultureInfo.InvariantCulture, $"cancel: asking the target what it saw, GET {url} had "
                    + $"no answer within {client.Timeout.TotalSeconds:0} s."),
                exception);
        }
    }

    public void Dispose() => client.Dispose();
}

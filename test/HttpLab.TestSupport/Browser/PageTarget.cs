using System.Text.Json;

namespace HttpLab.TestSupport.Browser;

/// <summary>
/// Finds the WebSocket of the browser's page (the tab it opened on about:blank) in the target list its DevTools
/// server gives at /json/list; the browser's own UI pages are listed there too, as other types.
/// </summary>
internal static class PageTarget
{
    private static readonly TimeSpan Poll = TimeSpan.FromMilliseconds(25);

    /// <exception cref="HeadlessBrowserException">The DevTools server could not be reached.</exception>
    /// <exception cref="TimeoutException">It listed no page within <paramref name="timeout"/>.</exception>
    public static async Task<Uri> FindAsync(int port, TimeSpan timeout, CancellationToken cancellationToken)
    {
        var list = new Uri($"http://127.0.0.1:{port}/json/list");
        using var http = new HttpClient { Timeout = Timeout.InfiniteTimeSpan };
        using var limit = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        limit.CancelAfter(timeout);
        try
        {
            while (true)
            {
                var targets = await http.GetStringAsync(list, limit.Token).ConfigureAwait(false);
                if (FindPage(targets) is { } page)
                {
                    return page;
                }

                // The tab can be listed a moment after the port is written.
                await Task.Delay(Poll, limit.Token).ConfigureAwait(false);
            }
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            throw new TimeoutException($"{list} listed no page within {timeout.TotalSeconds:0} s.");
        }
        catch (HttpRequestException exception)
        {
            throw new HeadlessBrowserException($"GET {list} failed: {exception.Message}", exception);
        }
    }

    private static Uri? FindPage(string targets)
    {
        using var document = JsonDocument.Parse(targets);
        foreach (var target in document.RootElement.EnumerateArray())
        {
            if (target.TryGetProperty("type", out var type) && type.GetString() == "page"
                && target.TryGetProperty("webSocketDebuggerUrl", out var address))
            {
                return new Uri(address.GetString()!);
            }
        }

        return null;
    }
}

namespace HttpLab.Studies.Clients;

/// <summary>
/// Runs every case before BenchmarkDotNet does: once to validate it, then enough times to warm it up.
/// </summary>
internal static class ClientsPreflight
{
    // The runtime promotes a method to optimized code after 30 calls, compiling it in the background after a 100 ms
    // delay.
    private const int TieringCallCount = 32;
    private static readonly TimeSpan TieringDelay = TimeSpan.FromMilliseconds(500);

    /// <summary>
    /// Sends every case once and validates it, so a broken client stops the study, naming the case, before any timing.
    /// </summary>
    public static Task CheckAsync(ClientsStudySettings settings, CancellationToken cancellationToken) =>
        RunAsync(settings, invocations: 1, cancellationToken);

    /// <summary>
    /// Benchmarks run in this one process, so without this the first case measured would also pay for the tiered JIT
    /// promoting the shared HttpClient paths that every later case then gets for free.
    /// </summary>
    public static async Task WarmUpAsync(ClientsStudySettings settings, CancellationToken cancellationToken)
    {
        await RunAsync(settings, TieringCallCount, cancellationToken).ConfigureAwait(false);
        await Task.Delay(TieringDelay, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>
    /// An echo check says what was wrong itself; a request that never got an answer says which request, and the cause
    /// HttpClient and HttpWebRequest keep inside their own "An error occurred while sending the request.".
    /// </summary>
    private static string Reason(ClientsStudySettings settings, ClientCase clientCase, Exception exception) =>
        exception is HttpRequestException or System.Net.WebException or IOException
            ? $"POST {(clientCase.Kind == ClientKind.Http2Cleartext ? settings.Http2EchoUrl : settings.EchoUrl)} "
                + $"failed: {FailureMessage.Of(exception)}"
            : exception.Message;

    private static async Task RunAsync(
        ClientsStudySettings settings, int invocations, CancellationToken cancellationToken)
    {
        using var harness = new ClientHarness(settings.EchoUrl, settings.Http2EchoUrl);
        var payloads = new Dictionary<int, EchoPayload>();
        foreach (var clientCase in settings.Cases())
        {
            if (!payloads.TryGetValue(clientCase.BodyBytes, out var payload))
            {
                payload = payloads[clientCase.BodyBytes] = EchoPayload.Create(clientCase.BodyBytes);
            }

            for (var invocation = 0; invocation < invocations; invocation++)
            {
                try
                {
                    await harness.SendConcurrentAsync(
                        clientCase.Kind, payload, clientCase.Concurrency, cancellationToken).ConfigureAwait(false);
                }
                catch (Exception exception) when (!cancellationToken.IsCancellationRequested)
                {
                    throw new StudyFailedException(
                        $"clients: {clientCase} failed before timing: {Reason(settings, clientCase, exception)}",
                        exception);
                }
            }
        }
    }
}

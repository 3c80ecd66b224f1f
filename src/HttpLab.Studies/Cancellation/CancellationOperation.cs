using System.Diagnostics;
using System.Net.Http.Json;
using System.Text.Json;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// Runs one phase under one mechanism once: starts the clock, arms the cancellation, awaits the call, classifies the
/// end.
/// </summary>
internal sealed class CancellationOperation(
    HttpClient client, CancellationRequests requests, DeadlineCanceller canceller)
{
    private readonly byte[] readBuffer = new byte[4096];

    public async Task<IterationResult> RunAsync(
        CancellationPhase phase, CancellationMechanism mechanism, TimeSpan deadline, string requestId)
    {
        var clock = new IterationClock((long)(deadline.TotalSeconds * Stopwatch.Frequency));
        using var source = new CancellationTokenSource();
        using var linked = CancellationTokenSource.CreateLinkedTokenSource(source.Token);
        var token = CancellationToken.None;
        switch (mechanism)
        {
            case CancellationMechanism.CancelAfter:
                // Registered after the linked source, so it runs before the operation's own callbacks (newest first).
                source.Token.UnsafeRegister(static state => ((IterationClock)state!).MarkFired(), clock);
                source.CancelAfter(deadline);
                token = linked.Token;
                break;
            case CancellationMechanism.DedicatedThread:
                canceller.Schedule(source, clock);
                token = linked.Token;
                break;
            case CancellationMechanism.HttpClientTimeout:
                break;
        }

        IterationScope.Enter(clock, requestId);
        try
        {
            await ExecuteAsync(phase, mechanism, token).ConfigureAwait(false);
            clock.Stopped = Stopwatch.GetTimestamp();
            var fired = clock.Fired;
            return new IterationResult(
                fired != 0 && fired <= clock.Stopped
                    ? IterationOutcome.LateCompletion
                    : IterationOutcome.CompletedBeforeDeadline,
                clock,
                null);
        }
        catch (OperationCanceledException exception)
        {
            clock.Stopped = Stopwatch.GetTimestamp();
            var expected = mechanism == CancellationMechanism.HttpClientTimeout
                ? exception is TaskCanceledException { InnerException: TimeoutException }
                : exception.InnerException is not TimeoutException;
            return expected
                ? new IterationResult(IterationOutcome.Cancelled, clock, null)
                : new IterationResult(IterationOutcome.Error, clock, $"unexpected {exception.GetType().Name} "
                    + $"({exception.InnerException?.GetType().Name ?? "no inner exception"})");
        }
        catch (Exception exception) when (exception is HttpRequestException or IOException or JsonException)
        {
            clock.Stopped = Stopwatch.GetTimestamp();
            return new IterationResult(IterationOutcome.Error, clock, $"{exception.GetType().Name}: GET "
                + $"{Url(phase)} failed: {FailureMessage.Of(exception)}");
        }
        finally
        {
            IterationScope.Leave();
        }
    }

    private async Task ExecuteAsync(CancellationPhase phase, CancellationMechanism mechanism, CancellationToken token)
    {
        switch (phase)
        {
            case CancellationPhase.Headers:
                using (var response = await client.GetAsync(
                    requests.Delay, HttpCompletionOption.ResponseHeadersRead, token).ConfigureAwait(false))
                {
                    response.EnsureSuccessStatusCode();
                }

                break;
            case CancellationPhase.GetFromJson:
                await client.GetFromJsonAsync<JsonElement>(requests.Delay, token).ConfigureAwait(false);
                break;
            case CancellationPhase.BodyString when mechanism == CancellationMechanism.HttpClientTimeout:
                // HttpClient.Timeout covers the body only while HttpClient itself buffers it (ResponseContentRead).
                using (var response = await client.GetAsync(
                    requests.Trickle, HttpCompletionOption.ResponseContentRead, token).ConfigureAwait(false))
                {
                    response.EnsureSuccessStatusCode();
                }

                break;
            case CancellationPhase.BodyString:
                using (var response = await client.GetAsync(
                    requests.Trickle, HttpCompletionOption.ResponseHeadersRead, token).ConfigureAwait(false))
                {
                    response.EnsureSuccessStatusCode();
                    await response.Content.ReadAsStringAsync(token).ConfigureAwait(false);
                }

                break;
            case CancellationPhase.BodyStream:
                await ReadStreamAsync(token).ConfigureAwait(false);
                break;
        }
    }

    private async Task ReadStreamAsync(CancellationToken token)
    {
        using var response = await client.GetAsync(
            requests.Trickle, HttpCompletionOption.ResponseHeadersRead, token).ConfigureAwait(false);
        response.EnsureSuccessStatusCode();
        var stream = await response.Content.ReadAsStreamAsync(token).ConfigureAwait(false);
        await using (stream.ConfigureAwait(false))
        {
            while (await stream.ReadAsync(readBuffer, token).ConfigureAwait(false) > 0)
            {
            }
        }
    }

    /// <summary>The request <paramref name="phase"/> sends.</summary>
    public Uri Url(CancellationPhase phase) =>
        phase is CancellationPhase.Headers or CancellationPhase.GetFromJson ? requests.Delay : requests.Trickle;

    /// <summary>
    /// HttpClient.Timeout does not cover reading a response stream after ResponseHeadersRead, so that pairing is not
    /// measured.
    /// </summary>
    public static bool Applies(CancellationPhase phase, CancellationMechanism mechanism) =>
        !(phase == CancellationPhase.BodyStream && mechanism == CancellationMechanism.HttpClientTimeout);
}

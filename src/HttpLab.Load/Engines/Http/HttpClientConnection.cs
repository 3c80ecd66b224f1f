using HttpLab.Load.Engines.Tls;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Http;

/// <summary>
/// A lane of the HttpClient engine: sends the run's next request (<see cref="HttpRequestFactory"/>) through the shared
/// handler (whose pool holds one connection per lane) and reads the body to its end into a buffer of its own.
/// <see cref="Abort"/> cancels the request in progress. HttpClient allocates per request whatever this does; a start
/// runs its send path, so it belongs on a pool thread. A failed TLS handshake stops the run
/// (<see cref="LoadTargetException"/>), with <paramref name="validator"/>'s reason when the certificate was refused.
/// </summary>
internal sealed class HttpClientConnection(
    HttpMessageInvoker invoker, RequestMix mix, Version version, Uri url, CertificateValidator? validator)
    : ILoadConnection
{
    private readonly byte[] drain = new byte[16 * 1024];
    private CancellationTokenSource cancellation = new();

    public bool StartsInline => false;

    public void Start(IRequestCompletion completion) => _ = SendAsync(completion);

    public void Abort() => Volatile.Read(ref cancellation).Cancel();

    public ValueTask DisposeAsync()
    {
        cancellation.Dispose();
        return ValueTask.CompletedTask;
    }

    private async Task SendAsync(IRequestCompletion completion)
    {
        if (!cancellation.TryReset())
        {
            var cancelled = cancellation;
            Volatile.Write(ref cancellation, new CancellationTokenSource());
            cancelled.Dispose();
        }

        RequestOutcome outcome;
        try
        {
            outcome = await ExchangeAsync(cancellation.Token).ConfigureAwait(false);
        }
        catch (Exception exception)
            when (validator is not null && TlsFailure.IsHandshakeFailure(exception, out var handshake))
        {
            completion.Fault(TlsFailure.Of(validator, url.GetLeftPart(UriPartial.Authority), handshake!));
            return;
        }
        catch (Exception exception) when (HttpErrors.Classify(exception) is { } kind)
        {
            outcome = RequestOutcome.Failed(kind);
        }
        catch (Exception exception)
        {
            completion.Fault(exception);
            return;
        }

        completion.Complete(outcome);
    }

    private async Task<RequestOutcome> ExchangeAsync(CancellationToken token)
    {
        using var request = HttpRequestFactory.Create(mix.Heads[mix.Next()], version);
        using var response = await invoker.SendAsync(request, token).ConfigureAwait(false);
        var body = await response.Content.ReadAsStreamAsync(token).ConfigureAwait(false);
        var bodyBytes = 0L;
        await using (body.ConfigureAwait(false))
        {
            int read;
            while ((read = await body.ReadAsync(drain, token).ConfigureAwait(false)) > 0)
            {
                bodyBytes += read;
            }
        }

        return RequestOutcome.Response((int)response.StatusCode, bodyBytes);
    }
}

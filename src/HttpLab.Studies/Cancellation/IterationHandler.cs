using HttpLab.Contracts.Cancellation;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// Tags each request with its iteration's <c>X-Request-Id</c>, and stamps the moment the token HttpClient passes down
/// fires, which is the only way to see its Timeout fire. The inner handler gets a linked token registered before the
/// stamp, so the stamp runs first: a token runs its callbacks newest first.
/// </summary>
internal sealed class IterationHandler(HttpMessageHandler inner) : DelegatingHandler(inner)
{
    protected override async Task<HttpResponseMessage> SendAsync(
        HttpRequestMessage request, CancellationToken cancellationToken)
    {
        if (IterationScope.Value is not { } iteration)
        {
            return await base.SendAsync(request, cancellationToken).ConfigureAwait(false);
        }

        request.Headers.Remove(CancellationRoutes.RequestIdHeader);
        request.Headers.Add(CancellationRoutes.RequestIdHeader, iteration.RequestId);
        using var linked = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);

        // Not disposed here: HttpClient keeps using this token while it buffers the body after this handler returns,
        // and it disposes the token's source, and with it this registration, when it is done.
        _ = cancellationToken.UnsafeRegister(static state => ((IterationClock)state!).MarkFired(), iteration.Clock);
        return await base.SendAsync(request, linked.Token).ConfigureAwait(false);
    }
}

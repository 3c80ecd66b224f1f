namespace HttpLab.Target.Cancellation;

/// <summary>
/// Watches one <c>/delay</c> or <c>/trickle</c> request for the client abort and keeps its <see cref="TrackedRequest"/>
/// (if the client sent an id) up to date. Dispose it when the handler ends.
/// </summary>
/// <remarks>
/// The handler waits on <see cref="Stopping"/>, not on <c>RequestAborted</c> itself, so the abort is stamped before
/// anything else reacts to it: cancellation callbacks run in no promised order, and a wait cancelled first could
/// resume the handler inline and finish the record before the abort had been recorded.
/// </remarks>
internal sealed class RequestWatch : IDisposable
{
    private readonly CancellationTokenSource _stop = new();
    private readonly TrackedRequest? _request;
    private readonly CancellationTokenRegistration _registration;

    public RequestWatch(TrackedRequest? request, CancellationToken requestAborted)
    {
        _request = request;

        // Runs at once if the client has already gone.
        _registration = requestAborted.UnsafeRegister(static state => ((RequestWatch)state!).OnRequestAborted(), this);
    }

    /// <summary>The id the request is tracked under; null when untracked.</summary>
    public string? RequestId => _request?.Id;

    /// <summary>Cancelled once the client abort has been recorded.</summary>
    public CancellationToken Stopping => _stop.Token;

    /// <summary>
    /// Counts body bytes whose flush returned; a write that returns after the abort sent nothing that counts.
    /// </summary>
    public void Sent(int bytes)
    {
        if (!_stop.IsCancellationRequested)
        {
            _request?.AddBytesSent(bytes);
        }
    }

    public void Completed() => _request?.MarkCompleted();

    public void Dispose()
    {
        // Waits for an abort callback running on another thread, so the record is whole before it is final.
        _registration.Dispose();
        _request?.Finish();
        _stop.Dispose();
    }

    private void OnRequestAborted()
    {
        _request?.MarkAborted();
        _stop.Cancel();
    }
}

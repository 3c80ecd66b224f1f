namespace HttpLab.Load.Engines.Http2;

/// <summary>
/// One lane of the raw HTTP/2 engine: one stream at a time on its <see cref="Http2Connection"/>, which it shares with
/// the connection's other lanes. A start queues the request's frames on the connection (sent with whatever else is
/// queued); the connection's read loop completes it. Its stream state belongs to the connection and changes only under
/// the connection's lock.
/// </summary>
internal sealed class Http2Lane(Http2Connection connection) : ILoadConnection, IThreadPoolWorkItem
{
    private IRequestCompletion? aborted;

    /// <summary>Queuing frames posts no more than a send: cheap enough for the scheduler's thread.</summary>
    public bool StartsInline => true;

    /// <summary>Who hears how the stream in progress ends; null when none is, or its end is already claimed.</summary>
    public IRequestCompletion? Completion { get; set; }

    /// <summary>The socket connection its stream is on; null when it has no stream.</summary>
    public Http2Link? Link { get; set; }

    public int StreamId { get; set; }

    public Http2Request Request { get; set; } = null!;

    /// <summary>The response's final status once its headers came; 0 before.</summary>
    public int Status { get; set; }

    /// <summary>Body bytes sent so far on the stream.</summary>
    public int BodySent { get; set; }

    /// <summary>What the server's stream window lets it send more.</summary>
    public long SendWindow { get; set; }

    /// <summary>Body bytes received on the stream (DATA without its padding).</summary>
    public long BodyReceived { get; set; }

    /// <summary>DATA received on the stream and not yet given back to the server's window.</summary>
    public long Unacknowledged { get; set; }

    public void Start(IRequestCompletion completion) => connection.Start(this, completion);

    /// <summary>
    /// Resets the stream in progress (RST_STREAM CANCEL); the connection and its other streams go on. The end is
    /// reported from a pool thread, never inside this call: the lane that aborts waits for the abort to return first.
    /// </summary>
    public void Abort()
    {
        if (connection.Abort(this) is { } completion)
        {
            aborted = completion;
            ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);
        }
    }

    public ValueTask DisposeAsync() => ValueTask.CompletedTask;

    void IThreadPoolWorkItem.Execute()
    {
        var completion = aborted!;
        aborted = null;
        completion.Complete(RequestOutcome.Failed(LoadErrorKind.Reset));
    }
}

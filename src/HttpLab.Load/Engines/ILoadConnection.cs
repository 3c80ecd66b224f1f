namespace HttpLab.Load.Engines;

/// <summary>
/// One lane of an engine: sends one request at a time (no pipelining) and reads its whole response. It (re)connects by
/// itself when it has no connection; a failure is an outcome, never an exception, and leaves it ready for the next
/// request.
/// </summary>
internal interface ILoadConnection : IAsyncDisposable
{
    /// <summary>
    /// True when <see cref="Start"/> only posts socket operations and returns within microseconds, so the scheduler may
    /// call it on its own thread; false when a start runs real work (HttpClient's send path) and belongs on a pool
    /// thread.
    /// </summary>
    bool StartsInline { get; }

    /// <summary>
    /// Starts one request; its end is reported to <paramref name="completion"/>, possibly before this returns.
    /// </summary>
    void Start(IRequestCompletion completion);

    /// <summary>Ends the request in progress from another thread (timeout or stop): it completes soon after.</summary>
    void Abort();
}

using System.Net;
using HttpLab.Load.Engines.Http;
using HttpLab.Load.Engines.Tls;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Http2;

/// <summary>
/// One HTTP/2 connection of a run and the lanes that share it (its streams): it holds the socket connection in use
/// (<see cref="Http2Link"/>) and makes a new one when a start finds none, or one that failed (GOAWAY included) or
/// ran out of stream ids. One lock guards every stream's state and the frames queued for sending.
/// </summary>
internal sealed class Http2Connection(
    IPEndPoint endPoint, Http2Request[] requests, RequestMix mix, TransferCounter counter, TlsClient? tls)
    : IAsyncDisposable
{
    private Http2Link? link;
    private bool disposed;

    public Lock Gate { get; } = new();

    public IPEndPoint EndPoint => endPoint;

    public TransferCounter Counter => counter;

    /// <summary>The TLS every link handshakes with (ALPN h2); null for h2c.</summary>
    public TlsClient? Tls => tls;

    public void Start(Http2Lane lane, IRequestCompletion completion)
    {
        Http2Link? current = null;
        var connect = false;
        var flush = false;
        lock (Gate)
        {
            if (!disposed)
            {
                connect = link is not { Accepting: true };
                current = connect ? link = new Http2Link(this) : link!;
                lane.Completion = completion;
                lane.Request = requests[mix.Next()];
                current.Open(lane);
                flush = current.TakeFlush();
            }
        }

        if (current is null)
        {
            completion.Complete(RequestOutcome.Failed(LoadErrorKind.Reset));
        }
        else if (connect)
        {
            current.Connect();
        }
        else if (flush)
        {
            current.Flush();
        }
    }

    /// <summary>
    /// Takes the lane's stream away (RST_STREAM sent) and returns who waits for it; null when it has already ended.
    /// </summary>
    public IRequestCompletion? Abort(Http2Lane lane)
    {
        Http2Link? current;
        IRequestCompletion? completion;
        var flush = false;
        lock (Gate)
        {
            completion = lane.Completion;
            lane.Completion = null;
            current = lane.Link;
            if (current is not null)
            {
                flush = current.Cancel(lane);
            }
        }

        if (flush)
        {
            current!.Flush();
        }

        return completion;
    }

    /// <summary>Under <see cref="Gate"/>: the link ended, and the next start needs a new one.</summary>
    public void Forget(Http2Link ended)
    {
        if (link == ended)
        {
            link = null;
        }
    }

    public ValueTask DisposeAsync()
    {
        Http2Link? current;
        lock (Gate)
        {
            disposed = true;
            current = link;
            link = null;
        }

        current?.Dispose();
        return ValueTask.CompletedTask;
    }
}

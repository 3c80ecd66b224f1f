using System.Net.Sockets;

namespace HttpLab.Load.Engines.Http2;

/// <summary>
/// One TCP connection speaking HTTP/2 with prior knowledge, as two state machines over
/// <see cref="SocketAsyncEventArgs"/>: a send side that writes every queued frame in one send (so a batch of streams
/// goes out together) and one read loop that parses frames and completes streams. Streams started while the read loop
/// handles a batch of frames (a closed-model lane starts its next request inside the previous one's completion) are
/// sent together once the batch is done. Every field but the socket and receive buffer changes under the
/// connection's lock; completions are called outside it. A failure (socket error, protocol error, GOAWAY, end of
/// stream) ends every stream on it as a reset, or as unparsable for a protocol error, and the next start connects
/// again.
/// </summary>
internal sealed partial class Http2Link : IDisposable
{
    // Stream ids are odd and at most 2^31 - 1; a link that used them all takes no new streams and closes once idle.
    private const int LastStreamId = int.MaxValue - 2;

    private readonly Http2Connection owner;
    private readonly Socket socket;
    private readonly SocketAsyncEventArgs sendArgs = new();
    private readonly SocketAsyncEventArgs receiveArgs = new();
    private readonly Dictionary<int, Http2Lane> streams = [];
    private readonly List<Http2Lane> bodies = [];
    private readonly List<Http2Lane> waiting = [];
    private Http2WriteBuffer pending = new(16 * 1024);
    private Http2WriteBuffer sending = new(16 * 1024);
    private int nextStreamId = 1;
    private bool connecting = true;
    private bool sendBusy;
    private volatile bool batching;
    private bool dead;
    private long connectionWindow = Http2Frame.DefaultWindow;
    private int initialStreamWindow = Http2Frame.DefaultWindow;

    // SETTINGS_MAX_CONCURRENT_STREAMS; until the server's settings come, 100 (the least it should allow, and what
    // HttpClient assumes), so a first batch of many streams does not meet refusals.
    private long maxStreams = 100;

    public Http2Link(Http2Connection owner)
    {
        this.owner = owner;
        socket = new Socket(owner.EndPoint.AddressFamily, SocketType.Stream, ProtocolType.Tcp) { NoDelay = true };
        sendArgs.Completed += (_, args) =>
        {
            if (args.LastOperation == SocketAsyncOperation.Connect)
            {
                OnConnected();
            }
            else
            {
                OnSent();
            }
        };
        receiveArgs.Completed += (_, _) => OnReceived();
        receiveArgs.SetBuffer(receiveBuffer, 0, receiveBuffer.Length);

        // The preface, then settings that make the server's responses cheap to read: no dynamic table for its header
        // encoder (HpackStatus reads :status without one), no push, and windows so large that a response never waits
        // for a WINDOW_UPDATE.
        pending.Write(Http2Frame.Preface);
        pending.Frame(18, Http2Frame.Settings, 0, 0);
        pending.Setting(Http2Frame.HeaderTableSize, 0);
        pending.Setting(Http2Frame.EnablePush, 0);
        pending.Setting(Http2Frame.InitialWindowSize, Http2Frame.MaxWindow);
        pending.WindowUpdate(0, Http2Frame.MaxWindow - Http2Frame.DefaultWindow);
    }

    /// <summary>Under the lock: whether a new stream may start here.</summary>
    public bool Accepting => !dead && nextStreamId <= LastStreamId;

    private Lock Gate => owner.Gate;

    /// <summary>
    /// Under the lock: queues a new stream's HEADERS (and as much of its body as the windows allow); when the server
    /// already has as many streams as it allows, the lane waits for one of them to end, as HttpClient's requests do.
    /// </summary>
    public void Open(Http2Lane lane)
    {
        lane.Link = this;
        if (streams.Count >= maxStreams)
        {
            lane.StreamId = 0;
            waiting.Add(lane);
            return;
        }

        OpenStream(lane);
    }

    /// <summary>Under the lock: resets the lane's stream; true when the caller must <see cref="Flush"/>.</summary>
    public bool Cancel(Http2Lane lane)
    {
        if (dead)
        {
            return false;
        }

        if (lane.StreamId == 0)
        {
            // Still waiting for a stream: nothing was sent.
            waiting.Remove(lane);
            lane.Link = null;
            return false;
        }

        if (!streams.Remove(lane.StreamId))
        {
            return false;
        }

        Forget(lane);
        pending.RstStream(lane.StreamId, Http2Frame.Cancel);
        return TakeFlush();
    }

    private void OpenStream(Http2Lane lane)
    {
        var id = nextStreamId;
        nextStreamId += 2;
        streams.Add(id, lane);
        lane.StreamId = id;
        lane.Status = 0;
        lane.BodySent = 0;
        lane.BodyReceived = 0;
        lane.Unacknowledged = 0;
        lane.SendWindow = initialStreamWindow;
        var request = lane.Request;
        WriteHeaders(id, request.HeaderBlock, endStream: request.Body is null);
        if (request.Body is not null)
        {
            bodies.Add(lane);
            SendBodies();
        }
    }

    /// <summary>Starts connecting; the frames queued so far go out once connected.</summary>
    public void Connect()
    {
        if (owner.Tls is { } tls)
        {
            _ = ConnectTlsAsync(tls);
            return;
        }

        try
        {
            sendArgs.RemoteEndPoint = owner.EndPoint;
            if (!socket.ConnectAsync(sendArgs))
            {
                OnConnected();
            }
        }
        catch (Exception exception) when (exception is SocketException or ObjectDisposedException)
        {
            Fail(exception is SocketException { SocketErrorCode: SocketError.ConnectionRefused }
                ? LoadErrorKind.Refused
                : LoadErrorKind.Reset);
        }
    }

    public void Dispose() => Fail(LoadErrorKind.Reset);

    /// <summary>
    /// Ends the link and every stream on it with <paramref name="error"/> (or <paramref name="fault"/>, a bug).
    /// </summary>
    public void Fail(LoadErrorKind error, Exception? fault = null)
    {
        IRequestCompletion[] failed;
        lock (Gate)
        {
            if (dead)
            {
                return;
            }

            dead = true;
            owner.Forget(this);
            failed = new IRequestCompletion[streams.Count + waiting.Count];
            var count = 0;
            foreach (var lane in streams.Values.Concat(waiting))
            {
                if (lane.Completion is { } completion)
                {
                    failed[count++] = completion;
                }

                lane.Completion = null;
                lane.Link = null;
            }

            streams.Clear();
            bodies.Clear();
            waiting.Clear();
            Array.Resize(ref failed, count);
        }

        socket.Dispose();
        tlsStream?.Dispose();
        sendArgs.Dispose();
        receiveArgs.Dispose();
        foreach (var completion in failed)
        {
            if (fault is null)
            {
                completion.Complete(RequestOutcome.Failed(error));
            }
            else
            {
                completion.Fault(fault);
            }
        }
    }

    /// <summary>Under the lock: the lane's stream is over (removed from the stream table by the caller).</summary>
    private void Forget(Http2Lane lane)
    {
        lane.Link = null;
        if (lane.Request.Body is not null)
        {
            bodies.Remove(lane);
        }

        StartWaiting();
        if (!Accepting && streams.Count == 0 && waiting.Count == 0 && !dead)
        {
            // Out of stream ids and idle now: closing it makes the read loop fail with no streams to fail.
            owner.Forget(this);
            socket.Dispose();
        }
    }

    /// <summary>Under the lock: starts the waiting lanes' streams as far as the server's stream limit allows.</summary>
    private void StartWaiting()
    {
        while (waiting.Count > 0 && streams.Count < maxStreams && nextStreamId <= LastStreamId)
        {
            var next = waiting[0];
            waiting.RemoveAt(0);
            OpenStream(next);
        }
    }

    private void OnConnected()
    {
        if (sendArgs.SocketError != SocketError.Success)
        {
            Fail(sendArgs.SocketError == SocketError.ConnectionRefused ? LoadErrorKind.Refused : LoadErrorKind.Reset);
            return;
        }

        Connected();
    }

    /// <summary>Sends what was queued while connecting and starts the read loop.</summary>
    private void Connected()
    {
        bool flush;
        lock (Gate)
        {
            connecting = false;
            flush = TakeFlush();
        }

        if (flush)
        {
            Flush();
        }

        Receive();
    }
}

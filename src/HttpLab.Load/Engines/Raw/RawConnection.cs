using System.Net;
using System.Net.Sockets;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Raw;

/// <summary>
/// One keep-alive connection of the raw engine, as a state machine over one <see cref="SocketAsyncEventArgs"/>: connect
/// (when it has no socket), send the next request's shared bytes (the run's <see cref="RequestMix"/> picks it),
/// receive into its own buffer until the parser has a complete response. Steady state allocates nothing and runs on
/// whichever thread starts it or completes its I/O; an operation that completes synchronously continues in the same
/// loop, so the stack never grows. Any failure closes the socket and the next request connects again.
/// </summary>
internal sealed partial class RawConnection : IRawConnection
{
    private readonly IPEndPoint endPoint;
    private readonly RawRequest[] requests;
    private readonly RequestMix mix;
    private readonly ResponseReader reader;
    private SocketAsyncEventArgs io;

    // The connection kept for the next request; Abort takes it away. The request in progress runs on its own reference.
    private Socket? socket;
    private Socket? active;
    private IRequestCompletion? completion;
    private RawRequest request;
    private Step step;
    private int sent;
    private long idleSince;
    private long bytesSent;
    private long bytesReceived;

    public RawConnection(IPEndPoint endPoint, RawRequest[] requests, RequestMix mix, int bufferSize)
    {
        this.endPoint = endPoint;
        this.requests = requests;
        this.mix = mix;
        request = requests[0];
        reader = new ResponseReader(bufferSize);
        io = NewArgs();
    }

    private enum Step
    {
        Connect,
        Send,
        Receive,
    }

    public bool StartsInline => true;

    public long BytesSent => Volatile.Read(ref bytesSent);

    public long BytesReceived => Volatile.Read(ref bytesReceived);

    public void Start(IRequestCompletion requestCompletion)
    {
        completion = requestCompletion;
        request = requests[mix.Next()];
        try
        {
            var current = Volatile.Read(ref socket);

            if (current is not null && IdleConnection.TurnedReadable(current, idleSince))
            {
                if (current.Available > 0)
                {
                    Finish(LoadErrorKind.Unparsable);
                    return;
                }

                Close();
                current = null;
            }

            if (current is null)
            {
                current = new Socket(endPoint.AddressFamily, SocketType.Stream, ProtocolType.Tcp) { NoDelay = true };
                socket = current;
                active = current;
                reader.Clear();

                // A fresh event args per connection: one that connected a closed socket is not reused for another.
                io.Dispose();
                io = NewArgs();
                io.RemoteEndPoint = endPoint;
                io.SetBuffer(Memory<byte>.Empty);
                step = Step.Connect;
                if (!current.ConnectAsync(io))
                {
                    Continue();
                }

                return;
            }

            active = current;
            BeginSend();
        }
        catch (Exception exception) when (exception is SocketException or ObjectDisposedException)
        {
            Finish(exception is SocketException { SocketErrorCode: SocketError.ConnectionRefused }
                ? LoadErrorKind.Refused
                : LoadErrorKind.Reset);
        }
    }

    public void Abort()
    {
        // Disposing fails the pending operation (OperationAborted); the lane knows whether that was a timeout or a
        // stop.
        Interlocked.Exchange(ref socket, null)?.Dispose();
    }

    public ValueTask DisposeAsync()
    {
        Close();
        io.Dispose();
        return ValueTask.CompletedTask;
    }

    private SocketAsyncEventArgs NewArgs()
    {
        var args = new SocketAsyncEventArgs();
        args.Completed += (_, _) => Continue();
        return args;
    }

    private void BeginSend()
    {
        if (reader.Begin(request.NoResponseBody) == ParseStatus.Invalid)
        {
            Finish(LoadErrorKind.Unparsable);
            return;
        }

        sent = 0;
        step = Step.Send;
        io.SetBuffer(request.Bytes);
        if (!active!.SendAsync(io))
        {
            Continue();
        }
    }
}

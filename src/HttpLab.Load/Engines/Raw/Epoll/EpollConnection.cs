using System.Net;
using System.Net.Sockets;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Raw.Epoll;

/// <summary>
/// One keep-alive connection of the raw engine on Linux: a non-blocking socket whose readiness <see cref="EpollLoop"/>
/// reports. A request is sent at once on the thread that starts it; its response is read when the loop says the socket
/// became readable, so a request costs one send and about one receive. One thread at a time runs the connection's
/// steps (<see cref="Drive"/>): a start, a stop or an event arriving meanwhile makes that thread run them once more.
/// Steady state allocates nothing. Any failure closes the socket and the next request connects again.
/// </summary>
internal sealed partial class EpollConnection : IRawConnection
{
    private readonly IPEndPoint endPoint;
    private readonly RawRequest[] requests;
    private readonly RequestMix mix;
    private readonly ResponseReader reader;
    private readonly EpollLoop loop;
    private readonly ulong number;

    private Socket? socket;
    private int fd;
    private uint generation;
    private IRequestCompletion? completion;
    private RawRequest request;
    private State state;
    private bool sendBlocked;
    private int sent;
    private long idleSince;
    private long bytesSent;
    private long bytesReceived;

    // Set by other threads, taken by the thread that runs the steps.
    private int drivers;
    private int startRequested;
    private long started;
    private long abortRequested;
    private int readable;
    private int writable;
    private int closedByPeer;

    public EpollConnection(IPEndPoint endPoint, RawRequest[] requests, RequestMix mix, int bufferSize, EpollLoop loop)
    {
        this.endPoint = endPoint;
        this.requests = requests;
        this.mix = mix;
        this.loop = loop;
        request = requests[0];
        reader = new ResponseReader(bufferSize);
        number = (ulong)loop.Add(this) << 32;
    }

    private enum State
    {
        Idle,
        Connecting,
        Sending,
        Receiving,
    }

    public bool StartsInline => true;

    public long BytesSent => Volatile.Read(ref bytesSent);

    public long BytesReceived => Volatile.Read(ref bytesReceived);

    public void Start(IRequestCompletion requestCompletion)
    {
        Volatile.Write(ref completion, requestCompletion);
        Interlocked.Increment(ref started);
        Volatile.Write(ref startRequested, 1);
        Drive();
    }

    /// <summary>
    /// Aborts the request started last, on the loop's thread: the lane that calls this waits for the abort call to
    /// return before it takes the request's end, so the end must not come on this thread. A request that ends by
    /// itself meanwhile keeps its outcome, and the next one is not touched.
    /// </summary>
    public void Abort()
    {
        Volatile.Write(ref abortRequested, Volatile.Read(ref started));
        loop.Post(this);
    }

    public ValueTask DisposeAsync()
    {
        Close();
        return ValueTask.CompletedTask;
    }

    /// <summary>The loop saw <paramref name="events"/> on the socket of <paramref name="socketGeneration"/>.</summary>
    internal void OnEvents(uint socketGeneration, uint events)
    {
        if (socketGeneration != Volatile.Read(ref generation))
        {
            return;
        }

        if ((events & (EpollNative.PeerClosed | EpollNative.HangUp | EpollNative.Error)) != 0)
        {
            Volatile.Write(ref closedByPeer, 1);
        }

        if ((events & (EpollNative.Readable | EpollNative.PeerClosed | EpollNative.HangUp | EpollNative.Error)) != 0)
        {
            Volatile.Write(ref readable, 1);
        }

        if ((events & (EpollNative.Writable | EpollNative.HangUp | EpollNative.Error)) != 0)
        {
            Volatile.Write(ref writable, 1);
        }

        Drive();
    }

    /// <summary>
    /// Runs the steps on this thread unless another thread is running them; that one then runs them again.
    /// </summary>
    internal void Drive()
    {
        if (Interlocked.Increment(ref drivers) != 1)
        {
            return;
        }

        while (true)
        {
            Steps();
            if (Interlocked.CompareExchange(ref drivers, 0, 1) == 1)
            {
                return;
            }

            Volatile.Write(ref drivers, 1);
        }
    }

    private void Steps()
    {
        try
        {
            while (Step())
            {
            }
        }
        catch (SocketException exception)
        {
            Fail(SocketErrorKinds.Of(exception.SocketErrorCode));
        }
        catch (ObjectDisposedException)
        {
            Fail(LoadErrorKind.Reset);
        }
        catch (Exception exception)
        {
            Close();
            state = State.Idle;
            Interlocked.Exchange(ref completion, null)?.Fault(exception);
        }
    }

    /// <summary>Takes one step; false when the connection waits for a start, an event or a stop.</summary>
    private bool Step()
    {
        var abort = Interlocked.Exchange(ref abortRequested, 0);
        if (abort != 0 && abort == Volatile.Read(ref started))
        {
            // Like a disposed socket under .NET's sockets: the request in progress ends as a reset (the lane knows
            // whether that was a timeout or a stop), and the socket is closed even when it had ended by itself.
            if (state == State.Idle)
            {
                Close();
            }
            else
            {
                Fail(LoadErrorKind.Reset);
            }

            return true;
        }

        switch (state)
        {
            case State.Idle:
                // An edge while idle (bytes nobody asked for, or the server closing) is left to the next start's check.
                Volatile.Write(ref readable, 0);
                if (Interlocked.Exchange(ref startRequested, 0) == 0)
                {
                    return false;
                }

                Begin();
                return true;
            case State.Connecting:
                return Interlocked.Exchange(ref writable, 0) == 1 && AfterConnect();
            case State.Sending:
                return (!sendBlocked || Interlocked.Exchange(ref writable, 0) == 1) && Send();
            default:
                return Interlocked.Exchange(ref readable, 0) == 1 && Receive();
        }
    }
}

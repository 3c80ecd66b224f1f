using System.Diagnostics;
using System.Net.Sockets;

namespace HttpLab.Load.Engines.Raw.Epoll;

internal sealed partial class EpollConnection
{
    private const uint Interest = EpollNative.Readable | EpollNative.PeerClosed;

    private ulong Token => number | generation;

    /// <summary>Starts the request: checks a connection that sat idle, connects when there is none, sends.</summary>
    private void Begin()
    {
        request = requests[mix.Next()];

        if (socket is not null && IdleConnection.TurnedReadable(socket, idleSince))
        {
            if (socket.Available > 0)
            {
                Fail(LoadErrorKind.Unparsable);
                return;
            }

            Close();
        }

        if (socket is null)
        {
            Connect();
            return;
        }

        BeginSend();
    }

    private void Connect()
    {
        var connecting = new Socket(endPoint.AddressFamily, SocketType.Stream, ProtocolType.Tcp)
        {
            NoDelay = true,
            Blocking = false,
        };
        socket = connecting;
        fd = (int)connecting.SafeHandle.DangerousGetHandle();
        Volatile.Write(ref generation, generation + 1);
        reader.Clear();
        state = State.Connecting;
        Volatile.Write(ref writable, 0);
        Volatile.Write(ref readable, 0);
        Volatile.Write(ref closedByPeer, 0);
        loop.Watch(fd, Token, Interest | EpollNative.Writable, change: false);

        try
        {
            connecting.Connect(endPoint);
        }
        catch (SocketException exception)
        {
            // In progress: the loop reports writable (connected) or an error. Anything else failed at once.
            if (exception.SocketErrorCode
                is not (SocketError.WouldBlock or SocketError.InProgress or SocketError.AlreadyInProgress))
            {
                Fail(SocketErrorKinds.Of(exception.SocketErrorCode));
            }

            return;
        }

        Volatile.Write(ref writable, 1);
    }

    private bool AfterConnect()
    {
        var error = (SocketError)(int)socket!.GetSocketOption(SocketOptionLevel.Socket, SocketOptionName.Error)!;
        if (error != SocketError.Success)
        {
            Fail(SocketErrorKinds.Of(error));
            return true;
        }

        loop.Watch(fd, Token, Interest, change: true);
        BeginSend();
        return true;
    }

    private void BeginSend()
    {
        if (reader.Begin(request.NoResponseBody) == ParseStatus.Invalid)
        {
            Fail(LoadErrorKind.Unparsable);
            return;
        }

        sent = 0;
        sendBlocked = false;
        state = State.Sending;
    }

    /// <summary>Sends what is left of the request; false when the socket's buffer is full (wait for room).</summary>
    private bool Send()
    {
        var bytes = request.Bytes.Span;
        while (sent < bytes.Length)
        {
            Volatile.Write(ref writable, 0);
            var count = socket!.Send(bytes[sent..], SocketFlags.None, out var error);
            if (error == SocketError.WouldBlock)
            {
                if (!sendBlocked)
                {
                    sendBlocked = true;
                    loop.Watch(fd, Token, Interest | EpollNative.Writable, change: true);
                }

                return false;
            }

            if (error != SocketError.Success)
            {
                Fail(SocketErrorKinds.Of(error));
                return true;
            }

            sent += count;
            Volatile.Write(ref bytesSent, bytesSent + count);
        }

        if (sendBlocked)
        {
            sendBlocked = false;
            loop.Watch(fd, Token, Interest, change: true);
        }

        state = State.Receiving;
        return true;
    }

    /// <summary>
    /// Reads what arrived; false when it has read everything there was and the response needs more (wait for
    /// readable). A read that does not fill the free space took all the socket had: edge-triggered epoll reports the
    /// next bytes, and the server's close, as a new event.
    /// </summary>
    private bool Receive()
    {
        while (true)
        {
            var free = reader.FreeSpace;
            var count = socket!.Receive(free.Span, SocketFlags.None, out var error);
            if (error == SocketError.WouldBlock)
            {
                return false;
            }

            if (error != SocketError.Success)
            {
                Fail(SocketErrorKinds.Of(error));
                return true;
            }

            Volatile.Write(ref bytesReceived, bytesReceived + count);
            if (reader.Take(count, out var close) is { } outcome)
            {
                if (close)
                {
                    Close();
                }

                Finish(outcome);
                return true;
            }

            // Once the server has closed, the edge that said so is spent: read on to the end of the stream.
            if (count < free.Length && Volatile.Read(ref closedByPeer) == 0)
            {
                return false;
            }
        }
    }

    /// <summary>Ends the request with an error, closing the connection.</summary>
    private void Fail(LoadErrorKind error)
    {
        Close();
        Finish(RequestOutcome.Failed(error));
    }

    private void Finish(RequestOutcome outcome)
    {
        state = State.Idle;

        // Taken before reporting: the completion may start the next request on this connection at once.
        idleSince = Stopwatch.GetTimestamp();
        Interlocked.Exchange(ref completion, null)?.Complete(outcome);
    }

    private void Close()
    {
        var closing = socket;
        if (closing is null)
        {
            return;
        }

        socket = null;
        Volatile.Write(ref generation, generation + 1);
        loop.Forget(fd);
        closing.Dispose();
    }
}

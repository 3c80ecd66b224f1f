using System.Diagnostics;
using System.Net.Sockets;

namespace HttpLab.Load.Engines.Raw;

internal sealed partial class RawConnection
{
    /// <summary>
    /// Handles the operation that just completed and posts the next, looping while operations complete synchronously.
    /// </summary>
    private void Continue()
    {
        try
        {
            while (true)
            {
                if (io.SocketError != SocketError.Success)
                {
                    Finish(SocketErrorKinds.Of(io.SocketError));
                    return;
                }

                var pending = step switch
                {
                    Step.Connect => AfterConnect(),
                    Step.Send => AfterSend(),
                    _ => AfterReceive(),
                };
                if (pending)
                {
                    return;
                }
            }
        }
        catch (Exception exception) when (exception is SocketException or ObjectDisposedException)
        {
            // The socket was disposed (Abort) between two operations.
            Finish(LoadErrorKind.Reset);
        }
        catch (Exception exception)
        {
            Close();
            Interlocked.Exchange(ref completion, null)?.Fault(exception);
        }
    }

    /// <summary>Connected: send. Returns true when the next operation is pending (or the request is over).</summary>
    private bool AfterConnect()
    {
        if (reader.Begin(request.NoResponseBody) == ParseStatus.Invalid)
        {
            return Finish(LoadErrorKind.Unparsable);
        }

        sent = 0;
        step = Step.Send;
        io.SetBuffer(request.Bytes);
        return active!.SendAsync(io);
    }

    private bool AfterSend()
    {
        sent += io.BytesTransferred;
        Volatile.Write(ref bytesSent, bytesSent + io.BytesTransferred);
        if (sent < request.Bytes.Length)
        {
            io.SetBuffer(request.Bytes[sent..]);
            return active!.SendAsync(io);
        }

        return Receive();
    }

    private bool AfterReceive()
    {
        var count = io.BytesTransferred;
        Volatile.Write(ref bytesReceived, bytesReceived + count);
        if (reader.Take(count, out var close) is not { } outcome)
        {
            return Receive();
        }

        if (close)
        {
            Close();
        }

        return Finish(outcome);
    }

    private bool Receive()
    {
        step = Step.Receive;
        io.SetBuffer(reader.FreeSpace);
        return active!.ReceiveAsync(io);
    }

    /// <summary>Ends the request with an error (closing the connection); true, so the loop stops.</summary>
    private bool Finish(LoadErrorKind error)
    {
        Close();
        return Finish(RequestOutcome.Failed(error));
    }

    private bool Finish(RequestOutcome outcome)
    {
        // Taken before reporting: the completion may start the next request on this connection at once.
        idleSince = Stopwatch.GetTimestamp();
        Interlocked.Exchange(ref completion, null)?.Complete(outcome);
        return true;
    }

    private void Close()
    {
        Interlocked.Exchange(ref socket, null);
        active?.Dispose();
    }
}

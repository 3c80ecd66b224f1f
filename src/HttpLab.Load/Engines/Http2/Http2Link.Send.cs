using System.Net.Sockets;

namespace HttpLab.Load.Engines.Http2;

internal sealed partial class Http2Link
{
    /// <summary>
    /// Under the lock: when nothing is being sent and frames are queued (and no batch or connect will send them
    /// later), makes them the buffer to send and returns true: the caller must then <see cref="Flush"/>, outside the
    /// lock.
    /// </summary>
    public bool TakeFlush()
    {
        if (sendBusy || connecting || batching || dead || pending.Length == 0)
        {
            return false;
        }

        (pending, sending) = (sending, pending);
        pending.Clear();
        sendBusy = true;
        return true;
    }

    /// <summary>Sends what <see cref="TakeFlush"/> took, and whatever is queued meanwhile, until nothing is.</summary>
    public void Flush()
    {
        if (tlsStream is not null)
        {
            _ = SendTlsAsync();
            return;
        }

        try
        {
            sendArgs.SetBuffer(sending.Array, 0, sending.Length);
            if (!socket.SendAsync(sendArgs))
            {
                OnSent();
            }
        }
        catch (Exception exception) when (exception is SocketException or ObjectDisposedException)
        {
            Fail(LoadErrorKind.Reset);
        }
    }

    private void OnSent()
    {
        try
        {
            while (true)
            {
                if (sendArgs.SocketError != SocketError.Success)
                {
                    Fail(LoadErrorKind.Reset);
                    return;
                }

                owner.Counter.AddSent(sendArgs.BytesTransferred);
                var done = sendArgs.Offset + sendArgs.BytesTransferred;
                if (done < sending.Length)
                {
                    sendArgs.SetBuffer(done, sending.Length - done);
                }
                else
                {
                    lock (Gate)
                    {
                        sendBusy = false;
                        if (!TakeFlush())
                        {
                            return;
                        }
                    }

                    sendArgs.SetBuffer(sending.Array, 0, sending.Length);
                }

                if (socket.SendAsync(sendArgs))
                {
                    return;
                }
            }
        }
        catch (Exception exception) when (exception is SocketException or ObjectDisposedException)
        {
            Fail(LoadErrorKind.Reset);
        }
        catch (Exception exception)
        {
            Fail(LoadErrorKind.Reset, exception);
        }
    }

    /// <summary>Under the lock: a HEADERS frame, and CONTINUATION frames for a block larger than a frame.</summary>
    private void WriteHeaders(int streamId, byte[] block, bool endStream)
    {
        var offset = 0;
        var type = Http2Frame.Headers;
        do
        {
            var length = Math.Min(Http2Frame.MaxPayload, block.Length - offset);
            var flags = offset + length == block.Length ? Http2Frame.EndHeaders : (byte)0;
            if (endStream && type == Http2Frame.Headers)
            {
                flags |= Http2Frame.EndStream;
            }

            pending.Frame(length, type, flags, streamId);
            pending.Write(block.AsSpan(offset, length));
            offset += length;
            type = Http2Frame.Continuation;
        }
        while (offset < block.Length);
    }

    /// <summary>Under the lock: DATA for every stream with body left, as far as the server's windows allow.</summary>
    private void SendBodies()
    {
        for (var index = 0; index < bodies.Count;)
        {
            var lane = bodies[index];
            var body = lane.Request.Body!;
            while (true)
            {
                var remaining = body.Length - lane.BodySent;
                var window = Math.Min(connectionWindow, lane.SendWindow);
                var length = (int)Math.Max(0, Math.Min(Math.Min(remaining, Http2Frame.MaxPayload), window));
                if (length == 0 && remaining > 0)
                {
                    break;
                }

                var last = length == remaining;
                pending.Frame(length, Http2Frame.Data, last ? Http2Frame.EndStream : (byte)0, lane.StreamId);
                pending.Write(body.AsSpan(lane.BodySent, length));
                lane.BodySent += length;
                lane.SendWindow -= length;
                connectionWindow -= length;
                if (last)
                {
                    break;
                }
            }

            if (lane.BodySent == body.Length)
            {
                bodies.RemoveAt(index);
            }
            else
            {
                index++;
            }
        }
    }
}

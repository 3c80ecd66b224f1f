using System.Net.Sockets;

namespace HttpLab.Load.Engines.Http2;

internal sealed partial class Http2Link
{
    // Room for several frames per receive; a frame is never larger than a quarter of it.
    private readonly byte[] receiveBuffer = GC.AllocateUninitializedArray<byte>(64 * 1024);
    private int start;
    private int end;

    private void Receive()
    {
        if (tlsStream is not null)
        {
            _ = ReceiveTlsAsync();
            return;
        }

        try
        {
            receiveArgs.SetBuffer(end, receiveBuffer.Length - end);
            if (!socket.ReceiveAsync(receiveArgs))
            {
                OnReceived();
            }
        }
        catch (Exception exception) when (exception is SocketException or ObjectDisposedException)
        {
            Fail(LoadErrorKind.Reset);
        }
    }

    /// <summary>Handles what arrived and receives again, looping while receives complete synchronously.</summary>
    private void OnReceived()
    {
        try
        {
            do
            {
                var count = receiveArgs.BytesTransferred;
                if (receiveArgs.SocketError != SocketError.Success || count == 0)
                {
                    Fail(LoadErrorKind.Reset);
                    return;
                }

                owner.Counter.AddReceived(count);
                end += count;
                if (!HandleFrames())
                {
                    return;
                }

                receiveArgs.SetBuffer(end, receiveBuffer.Length - end);
            }
            while (!socket.ReceiveAsync(receiveArgs));
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

    /// <summary>
    /// Handles every complete frame received, then sends what their completions queued in one go; false when the link
    /// failed.
    /// </summary>
    private bool HandleFrames()
    {
        batching = true;
        LoadErrorKind? error = null;
        while (end - start >= Http2Frame.HeaderLength)
        {
            var header = receiveBuffer.AsSpan(start, Http2Frame.HeaderLength);
            var length = Http2Frame.ReadLength(header);
            if (length > Http2Frame.MaxPayload)
            {
                error = LoadErrorKind.Unparsable;
                break;
            }

            if (end - start < Http2Frame.HeaderLength + length)
            {
                break;
            }

            var type = header[3];
            var flags = header[4];
            var streamId = Http2Frame.ReadStreamId(header);
            var payload = receiveBuffer.AsSpan(start + Http2Frame.HeaderLength, length);
            start += Http2Frame.HeaderLength + length;
            IRequestCompletion? done = null;
            RequestOutcome outcome = default;
            lock (Gate)
            {
                error = Handle(type, flags, streamId, payload, ref done, ref outcome);
            }

            done?.Complete(outcome);
            if (error is not null)
            {
                break;
            }
        }

        bool flush;
        lock (Gate)
        {
            batching = false;
            flush = TakeFlush();
        }

        if (flush)
        {
            Flush();
        }

        if (error is { } failure)
        {
            Fail(failure);
            return false;
        }

        if (start == end)
        {
            (start, end) = (0, 0);
        }
        else if (receiveBuffer.Length - end < Http2Frame.HeaderLength + Http2Frame.MaxPayload)
        {
            // Only part of a frame is left, and it is shorter than a quarter of the buffer: moving it is cheap.
            receiveBuffer.AsSpan(start, end - start).CopyTo(receiveBuffer);
            (start, end) = (0, end - start);
        }

        return true;
    }
}

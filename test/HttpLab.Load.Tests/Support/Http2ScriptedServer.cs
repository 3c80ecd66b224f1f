using System.Buffers.Binary;
using System.Net.Sockets;

namespace HttpLab.Load.Tests.Support;

/// <summary>
/// A minimal HTTP/2 server on a raw <see cref="TcpListener"/> (127.0.0.1, free port) for what Kestrel will not do on
/// cue: it reads the preface and frames, acknowledges SETTINGS, and answers each request's HEADERS as
/// <see cref="Behavior"/> says: a fixed 200 with no body (allocating nothing per request, so an engine's allocations
/// can be measured process-wide), a GOAWAY, or closing the connection.
/// </summary>
public sealed class Http2ScriptedServer : LoopbackSocketServer
{
    private static readonly byte[] Settings = [0, 0, 0, 0x4, 0, 0, 0, 0, 0];
    private static readonly byte[] SettingsAck = [0, 0, 0, 0x4, 0x1, 0, 0, 0, 0];

    public Http2ScriptedServer(Http2ScriptedBehavior behavior)
    {
        Behavior = behavior;
    }

    public Http2ScriptedBehavior Behavior { get; set; }

    protected override async Task ServeAsync(Socket socket)
    {
        var buffer = new byte[64 * 1024];
        var response = new byte[64 * 1024];
        var (start, end) = (0, 0);
        var prefaceLeft = 24;
        try
        {
            // A token per call would allocate a registration per request; disposing the socket ends the waits.
            using var stopping = Stopping.Register(socket.Dispose);
            await socket.SendAsync(Settings.AsMemory(), SocketFlags.None);
            while (true)
            {
                var count = await socket.ReceiveAsync(buffer.AsMemory(end), SocketFlags.None);
                if (count == 0)
                {
                    return;
                }

                end += count;
                var skipped = Math.Min(prefaceLeft, end - start);
                (start, prefaceLeft) = (start + skipped, prefaceLeft - skipped);
                var written = 0;
                while (prefaceLeft == 0 && end - start >= 9)
                {
                    var length = (buffer[start] << 16) | (buffer[start + 1] << 8) | buffer[start + 2];
                    if (end - start < 9 + length)
                    {
                        break;
                    }

                    var type = buffer[start + 3];
                    var flags = buffer[start + 4];
                    var streamId = BinaryPrimitives.ReadInt32BigEndian(buffer.AsSpan(start + 5)) & int.MaxValue;
                    start += 9 + length;
                    if (type == 0x4 && (flags & 0x1) == 0)
                    {
                        SettingsAck.CopyTo(response.AsSpan(written));
                        written += SettingsAck.Length;
                    }
                    else if (type == 0x1)
                    {
                        switch (Behavior)
                        {
                            case Http2ScriptedBehavior.Close:
                                socket.Dispose();
                                return;
                            case Http2ScriptedBehavior.GoAway:
                                // GOAWAY, last stream 0, NO_ERROR: the request was not processed.
                                byte[] goAway = [0, 0, 8, 0x7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
                                goAway.CopyTo(response.AsSpan(written));
                                written += goAway.Length;
                                break;
                            default:
                                // HEADERS, END_STREAM | END_HEADERS, :status 200 (static index 8).
                                response.AsSpan(written, 10).Clear();
                                response[written + 2] = 1;
                                response[written + 3] = 0x1;
                                response[written + 4] = 0x5;
                                BinaryPrimitives.WriteInt32BigEndian(response.AsSpan(written + 5), streamId);
                                response[written + 9] = 0x88;
                                written += 10;
                                break;
                        }
                    }
                }

                if (start == end)
                {
                    (start, end) = (0, 0);
                }
                else if (start > buffer.Length / 2)
                {
                    buffer.AsSpan(start, end - start).CopyTo(buffer);
                    (start, end) = (0, end - start);
                }

                if (written > 0)
                {
                    await socket.SendAsync(response.AsMemory(0, written), SocketFlags.None);
                }
            }
        }
        catch (Exception exception)
            when (exception is OperationCanceledException or SocketException or ObjectDisposedException)
        {
        }
    }
}

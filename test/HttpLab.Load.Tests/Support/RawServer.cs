using System.Net.Sockets;

namespace HttpLab.Load.Tests.Support;

/// <summary>
/// A misbehaving HTTP server on a raw <see cref="TcpListener"/> (127.0.0.1, free port), for the error paths.
/// </summary>
public sealed class RawServer(RawServerBehavior behavior) : LoopbackSocketServer
{
    protected override async Task ServeAsync(Socket socket)
    {
        var buffer = new byte[4096];
        try
        {
            while (await socket.ReceiveAsync(buffer, Stopping) > 0)
            {
                switch (behavior)
                {
                    case RawServerBehavior.Reset:
                        socket.LingerState = new LingerOption(true, 0);
                        socket.Close();
                        return;
                    case RawServerBehavior.Garbage:
                        await socket.SendAsync(
                            "HTTP/1.1 two hundred OK\r\nContent-Length: 5\r\n\r\nhello"u8.ToArray(), Stopping);
                        break;
                }
            }
        }
        catch (Exception exception)
            when (exception is OperationCanceledException or SocketException or ObjectDisposedException)
        {
            // The client went away, or the test is over.
        }
    }
}

using System.Net;
using System.Net.Sockets;

namespace HttpLab.Load.Tests.Support;

/// <summary>
/// A misbehaving HTTP server on a raw <see cref="TcpListener"/> (127.0.0.1, free port), for the error paths.
/// </summary>
public sealed class RawServer : IAsyncDisposable
{
    private readonly TcpListener listener = new(IPAddress.Loopback, 0);
    private readonly CancellationTokenSource stop = new();
    private readonly List<Socket> sockets = [];
    private readonly Task accepting;
    private readonly RawServerBehavior behavior;

    public RawServer(RawServerBehavior behavior)
    {
        this.behavior = behavior;
        listener.Start();
        accepting = AcceptAsync();
    }

    public Uri Url => new($"http://127.0.0.1:{((IPEndPoint)listener.LocalEndpoint).Port}/plaintext");

    /// <summary>The address of a port nothing listens on: connecting is refused.</summary>
    public static Uri RefusingUrl()
    {
        using var probe = new Socket(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);
        probe.Bind(new IPEndPoint(IPAddress.Loopback, 0));
        return new Uri($"http://127.0.0.1:{((IPEndPoint)probe.LocalEndPoint!).Port}/plaintext");
    }

    public async ValueTask DisposeAsync()
    {
        await stop.CancelAsync();
        listener.Stop();
        lock (sockets)
        {
            sockets.ForEach(socket => socket.Dispose());
        }

        await accepting.ContinueWith(_ => { }, TaskScheduler.Default);
        stop.Dispose();
    }

    private async Task AcceptAsync()
    {
        while (!stop.IsCancellationRequested)
        {
            Socket socket;
            try
            {
                socket = await listener.AcceptSocketAsync(stop.Token);
            }
            catch (Exception exception)
                when (exception is OperationCanceledException or SocketException or ObjectDisposedException)
            {
                return;
            }

            lock (sockets)
            {
                sockets.Add(socket);
            }

            _ = ServeAsync(socket);
        }
    }

    private async Task ServeAsync(Socket socket)
    {
        var buffer = new byte[4096];
        try
        {
            while (await socket.ReceiveAsync(buffer, stop.Token) > 0)
            {
                switch (behavior)
                {
                    case RawServerBehavior.Reset:
                        socket.LingerState = new LingerOption(true, 0);
                        socket.Close();
                        return;
                    case RawServerBehavior.Garbage:
                        await socket.SendAsync(
                            "HTTP/1.1 two hundred OK\r\nContent-Length: 5\r\n\r\nhello"u8.ToArray(), stop.Token);
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

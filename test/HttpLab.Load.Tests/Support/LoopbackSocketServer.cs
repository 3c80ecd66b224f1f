using System.Net;
using System.Net.Sockets;

namespace HttpLab.Load.Tests.Support;

/// <summary>
/// A server on a raw <see cref="TcpListener"/> (127.0.0.1, free port) that accepts until disposed and hands each
/// connection to <see cref="ServeAsync"/>; disposing closes every connection it accepted.
/// </summary>
public abstract class LoopbackSocketServer : IAsyncDisposable
{
    private readonly TcpListener listener = new(IPAddress.Loopback, 0);
    private readonly CancellationTokenSource stop = new();
    private readonly List<Socket> sockets = [];
    private readonly Task accepting;
    private int connections;

    protected LoopbackSocketServer()
    {
        listener.Start();
        accepting = AcceptAsync();
    }

    public Uri Url => new($"http://127.0.0.1:{((IPEndPoint)listener.LocalEndpoint).Port}/plaintext");

    /// <summary>The connections accepted so far.</summary>
    public int Connections => Volatile.Read(ref connections);

    /// <summary>Cancelled when the server is disposed.</summary>
    protected CancellationToken Stopping => stop.Token;

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
        GC.SuppressFinalize(this);
    }

    /// <summary>Serves one accepted connection until it ends or <see cref="Stopping"/> is cancelled.</summary>
    protected abstract Task ServeAsync(Socket socket);

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

            Interlocked.Increment(ref connections);
            lock (sockets)
            {
                sockets.Add(socket);
            }

            _ = ServeAsync(socket);
        }
    }
}

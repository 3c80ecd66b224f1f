using System.Net;
using System.Net.Sockets;

namespace HttpLab.Load.Tests.Support;

/// <summary>
/// A server that answers every request (a header block ending in an empty line) with the same bytes, without
/// allocating per request, so a test can see the client's allocations alone. One connection at a time.
/// </summary>
public sealed class FixedResponseServer : IAsyncDisposable
{
    private readonly Socket listener = new(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);
    private readonly CancellationTokenSource stop = new();
    private readonly byte[] response;
    private readonly Task serving;

    public FixedResponseServer(byte[] response)
    {
        this.response = response;
        listener.Bind(new IPEndPoint(IPAddress.Loopback, 0));
        listener.Listen();
        serving = Task.Run(ServeAsync);
    }

    public Uri Url => new($"http://127.0.0.1:{((IPEndPoint)listener.LocalEndPoint!).Port}/plaintext");

    public async ValueTask DisposeAsync()
    {
        await stop.CancelAsync();
        listener.Dispose();
        await serving.ContinueWith(_ => { }, TaskScheduler.Default);
        stop.Dispose();
    }

    private async Task ServeAsync()
    {
        var buffer = new byte[16 * 1024];
        while (!stop.IsCancellationRequested)
        {
            try
            {
                using var connection = await listener.AcceptAsync(stop.Token);
                connection.NoDelay = true;
                var matched = 0;
                int count;
                // No cancellation token on the socket calls: registering one allocates per call. Disposing stops them.
                using var stopping = stop.Token.Register(connection.Dispose);
                while ((count = await connection.ReceiveAsync(buffer.AsMemory(), SocketFlags.None)) > 0)
                {
                    for (var index = 0; index < count; index++)
                    {
                        // Counts "\r\n\r\n" across receives: each one ends a request.
                        matched = buffer[index] == (matched % 2 == 0 ? '\r' : '\n')
                            ? matched + 1
                            : (buffer[index] == '\r' ? 1 : 0);
                        if (matched == 4)
                        {
                            matched = 0;
                            await connection.SendAsync(response.AsMemory(), SocketFlags.None);
                        }
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
}

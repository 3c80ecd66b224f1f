using System.Collections.Concurrent;
using System.Globalization;
using System.Net;
using System.Net.Sockets;
using System.Runtime.InteropServices;
using System.Text;

namespace HttpLab.TestSupport;

/// <summary>
/// A raw HTTP/1.1 echo on a TcpListener that records every request exactly as its bytes arrived, so no server
/// library normalizes headers before the test compares what two clients sent. It keeps connections alive and
/// answers <c>Expect: 100-continue</c> so either kind of client completes. A HEAD is answered with headers only.
/// </summary>
public sealed class RequestCaptureServer : IAsyncDisposable
{
    private static readonly byte[] HeadEnd = "\r\n\r\n"u8.ToArray();

    private readonly TcpListener listener = new(IPAddress.Loopback, 0);
    private readonly CancellationTokenSource stop = new();
    private readonly ConcurrentQueue<CapturedRequest> requests = new();
    private readonly Task accepting;
    private int connections;

    public RequestCaptureServer()
    {
        listener.Start();
        BaseAddress = new Uri($"http://127.0.0.1:{((IPEndPoint)listener.LocalEndpoint).Port}/");
        accepting = AcceptAsync();
    }

    public Uri BaseAddress { get; }

    public Uri EchoUrl => new(BaseAddress, "echo");

    public int Connections => Volatile.Read(ref connections);

    /// <summary>Removes and returns the requests captured so far, in arrival order.</summary>
    public IReadOnlyList<CapturedRequest> Take()
    {
        var taken = new List<CapturedRequest>();
        while (requests.TryDequeue(out var request))
        {
            taken.Add(request);
        }

        return taken;
    }

    public async ValueTask DisposeAsync()
    {
        await stop.CancelAsync();
        listener.Stop();
        try
        {
            await accepting;
        }
        catch (Exception exception)
            when (exception is OperationCanceledException or SocketException or ObjectDisposedException)
        {
        }

        stop.Dispose();
    }

    private async Task AcceptAsync()
    {
        while (!stop.IsCancellationRequested)
        {
            var socket = await listener.AcceptSocketAsync(stop.Token);
            Interlocked.Increment(ref connections);
            _ = ServeAsync(socket);
        }
    }

    private async Task ServeAsync(Socket socket)
    {
        using (socket)
        await using (var stream = new NetworkStream(socket, ownsSocket: false))
        {
            var pending = new List<byte>();
            try
            {
                while (await ReadHeadAsync(stream, pending) is { } head)
                {
                    var text = Encoding.Latin1.GetString(head);
                    if (text.Contains("\r\nExpect: 100-continue", StringComparison.OrdinalIgnoreCase))
                    {
                        await stream.WriteAsync("HTTP/1.1 100 Continue\r\n\r\n"u8.ToArray(), stop.Token);
                    }

                    var body = await ReadBodyAsync(stream, pending, ContentLength(text));
                    requests.Enqueue(new CapturedRequest(head, body));
                    // A HEAD is answered as a GET of 13 bytes would be, without them: the client must not wait.
                    var isHead = text.StartsWith("HEAD ", StringComparison.Ordinal);
                    byte[] response =
                    [
                        .. Encoding.Latin1.GetBytes(
                            "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\n"
                                + $"Content-Length: {(isHead ? 13 : body.Length)}\r\n\r\n"),
                        .. isHead ? [] : body,
                    ];
                    await stream.WriteAsync(response, stop.Token);
                }
            }
            catch (Exception exception) when (exception is IOException or OperationCanceledException or SocketException)
            {
            }
        }
    }

    private async Task<byte[]?> ReadHeadAsync(NetworkStream stream, List<byte> pending)
    {
        while (true)
        {
            var end = CollectionsMarshal.AsSpan(pending).IndexOf(HeadEnd);
            if (end >= 0)
            {
                var head = pending.GetRange(0, end + HeadEnd.Length).ToArray();
                pending.RemoveRange(0, head.Length);
                return head;
            }

            if (!await ReadMoreAsync(stream, pending))
            {
                return null;
            }
        }
    }

    private async Task<byte[]> ReadBodyAsync(NetworkStream stream, List<byte> pending, int length)
    {
        while (pending.Count < length)
        {
            if (!await ReadMoreAsync(stream, pending))
            {
                throw new IOException("The client closed the connection inside a request body.");
            }
        }

        var body = pending.GetRange(0, length).ToArray();
        pending.RemoveRange(0, length);
        return body;
    }

    private async Task<bool> ReadMoreAsync(NetworkStream stream, List<byte> pending)
    {
        var buffer = new byte[64 * 1024];
        var read = await stream.ReadAsync(buffer, stop.Token);
        pending.AddRange(buffer.AsSpan(0, read));
        return read > 0;
    }

    // Chunked bodies are not decoded: the clients study and the load engines never send one, and tests assert it.
    private static int ContentLength(string head)
    {
        foreach (var line in head.Split("\r\n"))
        {
            if (line.StartsWith("Content-Length:", StringComparison.OrdinalIgnoreCase))
            {
                return int.Parse(line["Content-Length:".Length..].Trim(), CultureInfo.InvariantCulture);
            }
        }

        return 0;
    }
}

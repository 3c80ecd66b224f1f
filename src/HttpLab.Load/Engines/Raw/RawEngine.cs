using System.Net;
using System.Text;

namespace HttpLab.Load.Engines.Raw;

/// <summary>
/// The raw engine: one socket per connection, HTTP/1.1 keep-alive, one request at a time, the request encoded once for
/// the whole run. Connections count their own bytes; <see cref="Transferred"/> adds them up.
/// </summary>
internal sealed class RawEngine : ILoadEngine
{
    private const int BufferSize = 32 * 1024;
    private readonly IPEndPoint endPoint;
    private readonly byte[] request;
    private readonly List<RawConnection> connections = [];
    private readonly Lock gate = new();

    public RawEngine(Uri url)
    {
        endPoint = LoadTarget.EndPoint(url);
        request = Encoding.ASCII.GetBytes(
            $"GET {url.PathAndQuery} HTTP/1.1\r\nHost: {url.Authority}\r\n"
            + "User-Agent: httplab-load\r\nAccept: */*\r\n\r\n");
    }

    public string Description => "raw HTTP/1.1 sockets (keep-alive, no pipelining)";

    /// <summary>The request every connection sends, byte for byte.</summary>
    public ReadOnlyMemory<byte> Request => request;

    public ILoadConnection CreateConnection()
    {
        var connection = new RawConnection(endPoint, request, BufferSize);
        lock (gate)
        {
            connections.Add(connection);
        }

        return connection;
    }

    public (long Sent, long Received) Transferred()
    {
        lock (gate)
        {
            return (
                connections.Sum(connection => connection.BytesSent),
                connections.Sum(connection => connection.BytesReceived));
        }
    }

    public async ValueTask DisposeAsync()
    {
        RawConnection[] all;
        lock (gate)
        {
            all = [.. connections];
        }

        foreach (var connection in all)
        {
            await connection.DisposeAsync().ConfigureAwait(false);
        }
    }
}

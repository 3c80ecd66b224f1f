using System.Net;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Raw;

/// <summary>
/// The raw engine: one socket per connection, HTTP/1.1 keep-alive, one request at a time, every request encoded once
/// for the whole run (<see cref="RequestHead.Encode"/>). Connections count their own bytes; <see cref="Transferred"/>
/// adds them up.
/// </summary>
internal sealed class RawEngine : ILoadEngine
{
    private const int BufferSize = 32 * 1024;
    private readonly IPEndPoint endPoint;
    private readonly RawRequest[] requests;
    private readonly RequestMix mix;
    private readonly List<RawConnection> connections = [];
    private readonly Lock gate = new();

    /// <summary>An engine that GETs <paramref name="url"/>.</summary>
    public RawEngine(Uri url)
        : this(url, RequestMix.Of([new RequestTemplate { Url = url }]))
    {
    }

    public RawEngine(Uri url, RequestMix mix)
    {
        endPoint = LoadTarget.EndPoint(url);
        this.mix = mix;
        requests = [.. mix.Heads.Select(head => new RawRequest(head.Encode(), head.NoResponseBody))];
    }

    public string Description => "raw HTTP/1.1 sockets (keep-alive, no pipelining)";

    /// <summary>The first request, byte for byte as every connection sends it.</summary>
    public ReadOnlyMemory<byte> Request => requests[0].Bytes;

    /// <summary>Every request, byte for byte, in the order of the run's requests.</summary>
    public IReadOnlyList<RawRequest> Requests => requests;

    public ILoadConnection CreateConnection()
    {
        var connection = new RawConnection(endPoint, requests, mix, BufferSize);
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

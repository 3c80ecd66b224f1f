using System.Net;
using HttpLab.Load.Engines.Http;
using HttpLab.Load.Engines.Raw.Epoll;
using HttpLab.Load.Engines.Tls;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Raw;

/// <summary>
/// The raw engine: one socket per connection, HTTP/1.1 keep-alive, one request at a time, every request encoded once
/// for the whole run (<see cref="RequestHead.Encode"/>). Connections count their own bytes; <see cref="Transferred"/>
/// adds them up. An https:// URL gets <see cref="RawTlsConnection"/>s instead, which share one <see cref="TlsClient"/>
/// (and so resume TLS sessions). On Linux (x86-64) plaintext connections wait for their responses in
/// <see cref="EpollLoop"/>s of the engine's own, one per core (<see cref="EpollConnection"/>); elsewhere on .NET's
/// sockets (<see cref="RawConnection"/>).
/// </summary>
internal sealed class RawEngine : ILoadEngine
{
    private const int BufferSize = 32 * 1024;
    private readonly IPEndPoint endPoint;
    private readonly RawRequest[] requests;
    private readonly RequestMix mix;
    private readonly List<IRawConnection> connections = [];
    private readonly List<RawTlsConnection> tlsConnections = [];
    private readonly TlsClient? tls;
    private readonly TransferCounter tlsCounter = new();
    private readonly Lock gate = new();
    private readonly bool useEpoll;
    private readonly EpollLoop?[] loops = new EpollLoop?[Environment.ProcessorCount];

    /// <summary>An engine that GETs an http:// URL on an address or localhost (tests).</summary>
    public RawEngine(Uri url, bool epoll = true)
        : this(
            url,
            LoadTarget.Literal(url) ?? throw new ArgumentException("A name needs resolving.", nameof(url)),
            RequestMix.Of([new RequestTemplate { Url = url }]),
            epoll: epoll)
    {
    }

    public RawEngine(Uri url, IPEndPoint endPoint, RequestMix mix, LoadTls? trust = null, bool epoll = true)
    {
        useEpoll = epoll && EpollNative.IsSupported;
        this.endPoint = endPoint;
        this.mix = mix;
        tls = LoadTarget.IsHttps(url) ? new TlsClient(url, trust ?? LoadTls.Default) : null;
        requests = [.. mix.Heads.Select(head => new RawRequest(head.Encode(), head.NoResponseBody))];
    }

    public string Description => tls is not null
        ? "raw HTTP/1.1 over TLS (SslStream, keep-alive, no pipelining)"
        : useEpoll
            ? "raw HTTP/1.1 sockets (keep-alive, no pipelining; responses read on httplab's own epoll threads, one "
                + "per core)"
            : "raw HTTP/1.1 sockets (keep-alive, no pipelining)";

    /// <summary>The TLS set-up every https connection shares; null for http.</summary>
    public TlsClient? Tls => tls;

    /// <summary>The first request, byte for byte as every connection sends it.</summary>
    public ReadOnlyMemory<byte> Request => requests[0].Bytes;

    /// <summary>Every request, byte for byte, in the order of the run's requests.</summary>
    public IReadOnlyList<RawRequest> Requests => requests;

    public ILoadConnection CreateConnection()
    {
        if (tls is not null)
        {
            var tlsConnection = new RawTlsConnection(endPoint, requests, mix, BufferSize, tls, tlsCounter);
            lock (gate)
            {
                tlsConnections.Add(tlsConnection);
            }

            return tlsConnection;
        }

        IRawConnection connection;
        lock (gate)
        {
            connection = useEpoll
                ? new EpollConnection(endPoint, requests, mix, BufferSize, Loop(connections.Count))
                : new RawConnection(endPoint, requests, mix, BufferSize);
            connections.Add(connection);
        }

        return connection;
    }

    // The connections take turns among one loop per core, as wrk's threads share them.
    private EpollLoop Loop(int connection) => loops[connection % loops.Length] ??= new EpollLoop();

    public (long Sent, long Received) Transferred()
    {
        lock (gate)
        {
            return (
                connections.Sum(connection => connection.BytesSent) + tlsCounter.Sent,
                connections.Sum(connection => connection.BytesReceived) + tlsCounter.Received);
        }
    }

    public async ValueTask DisposeAsync()
    {
        ILoadConnection[] all;
        lock (gate)
        {
            all = [.. connections, .. tlsConnections];
        }

        foreach (var connection in all)
        {
            await connection.DisposeAsync().ConfigureAwait(false);
        }

        foreach (var loop in loops)
        {
            loop?.Dispose();
        }
    }
}

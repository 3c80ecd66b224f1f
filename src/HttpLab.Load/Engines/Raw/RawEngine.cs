using System.Net;
using System.Text;
using HttpLab.Load.Engines.Http;
using HttpLab.Load.Engines.Tls;

namespace HttpLab.Load.Engines.Raw;

/// <summary>
/// The raw engine: one socket per connection, HTTP/1.1 keep-alive, one request at a time, the request encoded once for
/// the whole run. Connections count their own bytes; <see cref="Transferred"/> adds them up. An https:// URL gets
/// <see cref="RawTlsConnection"/>s instead, which share one <see cref="TlsClient"/> (and so resume TLS sessions).
/// </summary>
internal sealed class RawEngine : ILoadEngine
{
    private const int BufferSize = 32 * 1024;
    private readonly IPEndPoint endPoint;
    private readonly byte[] request;
    private readonly List<RawConnection> connections = [];
    private readonly List<RawTlsConnection> tlsConnections = [];
    private readonly TlsClient? tls;
    private readonly TransferCounter tlsCounter = new();
    private readonly Lock gate = new();

    /// <summary>For an http:// URL on an address or localhost (tests).</summary>
    public RawEngine(Uri url)
        : this(url, LoadTarget.Literal(url) ?? throw new ArgumentException("A name needs resolving.", nameof(url)))
    {
    }

    public RawEngine(Uri url, IPEndPoint endPoint, LoadTls? trust = null)
    {
        this.endPoint = endPoint;
        tls = LoadTarget.IsHttps(url) ? new TlsClient(url, trust ?? LoadTls.Default) : null;
        request = Encoding.ASCII.GetBytes(
            $"GET {url.PathAndQuery} HTTP/1.1\r\nHost: {url.Authority}\r\n"
            + "User-Agent: httplab-load\r\nAccept: */*\r\n\r\n");
    }

    public string Description => tls is null
        ? "raw HTTP/1.1 sockets (keep-alive, no pipelining)"
        : "raw HTTP/1.1 over TLS (SslStream, keep-alive, no pipelining)";

    /// <summary>The TLS set-up every https connection shares; null for http.</summary>
    public TlsClient? Tls => tls;

    /// <summary>The request every connection sends, byte for byte.</summary>
    public ReadOnlyMemory<byte> Request => request;

    public ILoadConnection CreateConnection()
    {
        if (tls is not null)
        {
            var tlsConnection = new RawTlsConnection(endPoint, request, BufferSize, tls, tlsCounter);
            lock (gate)
            {
                tlsConnections.Add(tlsConnection);
            }

            return tlsConnection;
        }

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
    }
}

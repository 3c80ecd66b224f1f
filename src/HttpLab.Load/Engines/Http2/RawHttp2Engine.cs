using System.Net;
using System.Net.Security;
using HttpLab.Load.Engines.Http;
using HttpLab.Load.Engines.Tls;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Http2;

/// <summary>
/// The raw engine over HTTP/2: with prior knowledge (h2c) on http://, over TLS with ALPN "h2" on https:// (the raw
/// HTTP/1.1 engine's <see cref="TlsClient"/> and certificate rule). <see cref="LoadOptions.Connections"/> sockets, each
/// carrying <see cref="LoadOptions.Streams"/> lanes as its streams (<see cref="Http2Connection"/>). Every request's
/// header block is encoded once for the run (<see cref="Http2Request"/>); the engine advertises a header table size of
/// 0, so the server's responses need no HPACK state to read (<see cref="HpackStatus"/>). Bytes are counted on the
/// wire: frame headers, settings and window updates included, and over TLS its records and handshakes.
/// </summary>
internal sealed class RawHttp2Engine : ILoadEngine
{
    private readonly IPEndPoint endPoint;
    private readonly RequestMix mix;
    private readonly int streams;
    private readonly Http2Request[] requests;
    private readonly TransferCounter counter = new();
    private readonly TlsClient? tls;

    // Made on one thread before the run starts, disposed after it ends.
    private readonly List<Http2Connection> connections = [];
    private int lanes;

    public RawHttp2Engine(LoadOptions options, IPEndPoint endPoint, RequestMix mix)
    {
        ArgumentNullException.ThrowIfNull(options);
        this.endPoint = endPoint;
        this.mix = mix;
        streams = options.Streams;
        requests = [.. mix.Heads.Select(Http2Request.For)];
        tls = LoadTarget.IsHttps(options.Url)
            ? new TlsClient(options.Url, options.Tls, SslApplicationProtocol.Http2)
            : null;
    }

    public string Description =>
        (tls is null ? "raw HTTP/2 with prior knowledge (h2c, " : "raw HTTP/2 over TLS (SslStream, ALPN h2, ")
        + (streams == 1 ? "1 stream per connection" : $"{streams} streams per connection")
        + ", header table size 0)";

    public ILoadConnection CreateConnection()
    {
        // Lanes are made in order, so the first Streams lanes share the first connection, and so on.
        if (lanes++ % streams == 0)
        {
            connections.Add(new Http2Connection(endPoint, requests, mix, counter, tls));
        }

        return new Http2Lane(connections[^1]);
    }

    public (long Sent, long Received) Transferred() => (counter.Sent, counter.Received);

    public async ValueTask DisposeAsync()
    {
        foreach (var connection in connections)
        {
            await connection.DisposeAsync().ConfigureAwait(false);
        }
    }
}

using System.Net;
using System.Net.Security;
using System.Net.Sockets;
using HttpLab.Load.Engines.Tls;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Http;

/// <summary>
/// The HttpClient engine: <see cref="SocketsHttpHandler"/>s with no proxy, no cookies, no redirects, no decompression,
/// so what is measured is the handler's own path. Over HTTP/1.1 one handler holds at most one connection per lane;
/// over HTTP/2 each connection is a handler of its own (one HTTP/2 connection each) whose lanes are its streams, so the
/// run has exactly the connections and streams asked for. The connect callback dials the resolved endpoint and wraps
/// the stream to count bytes; over https the handler's TLS runs above that stream, so the counts are wire bytes as the
/// raw engine's, and its certificate rule is the raw engine's (<see cref="CertificateValidator"/>).
/// </summary>
internal sealed class HttpClientEngine : ILoadEngine
{
    private readonly LoadOptions options;
    private readonly RequestMix mix;
    private readonly Version version;
    private readonly HttpMessageInvoker[] invokers;
    private readonly TransferCounter counter = new();
    private readonly CertificateValidator? validator;

    // Made on one thread before the run starts, disposed after it ends.
    private readonly List<HttpClientConnection> connections = [];

    public HttpClientEngine(LoadOptions options, IPEndPoint endPoint, RequestMix mix)
    {
        this.options = options;
        this.mix = mix;
        var http2 = options.Http == LoadHttpVersion.Http2;
        version = http2 ? HttpVersion.Version20 : HttpVersion.Version11;
        validator = LoadTarget.IsHttps(options.Url) ? new CertificateValidator(options.Tls, options.Url) : null;
        invokers = [.. Enumerable.Range(0, http2 ? options.Connections : 1).Select(_ => new HttpMessageInvoker(
            Handler(endPoint, http2 ? 1 : options.Connections), disposeHandler: true))];
    }

    public string Description => (options.Http, validator) switch
    {
        (LoadHttpVersion.Http2, null) => $"HttpClient (SocketsHttpHandler, HTTP/2 with prior knowledge, {Streams})",
        (LoadHttpVersion.Http2, _) => $"HttpClient (SocketsHttpHandler, HTTP/2 over TLS, {Streams})",
        (_, null) => "HttpClient (SocketsHttpHandler, HTTP/1.1)",
        _ => "HttpClient (SocketsHttpHandler, HTTP/1.1 over TLS)",
    };

    private string Streams => options.Streams == 1
        ? "1 stream per connection"
        : $"{options.Streams} streams per connection";

    public ILoadConnection CreateConnection()
    {
        // Lanes are made in order, so over HTTP/2 the first Streams lanes share the first connection, and so on.
        var invoker = invokers[Math.Min(connections.Count / options.Streams, invokers.Length - 1)];
        var connection = new HttpClientConnection(invoker, mix, version, options.Url, validator);
        connections.Add(connection);
        return connection;
    }

    public (long Sent, long Received) Transferred() => (counter.Sent, counter.Received);

    public async ValueTask DisposeAsync()
    {
        foreach (var connection in connections)
        {
            await connection.DisposeAsync().ConfigureAwait(false);
        }

        foreach (var invoker in invokers)
        {
            invoker.Dispose();
        }
    }

    private SocketsHttpHandler Handler(IPEndPoint endPoint, int maxConnections)
    {
        var handler = new SocketsHttpHandler
        {
            MaxConnectionsPerServer = maxConnections,
            EnableMultipleHttp2Connections = false,
            UseProxy = false,
            UseCookies = false,
            AllowAutoRedirect = false,
            AutomaticDecompression = DecompressionMethods.None,
            PooledConnectionLifetime = Timeout.InfiniteTimeSpan,
            PooledConnectionIdleTimeout = TimeSpan.FromMinutes(5),
            ConnectTimeout = options.Timeout,
            ConnectCallback = async (_, cancellationToken) =>
            {
                var socket = new Socket(endPoint.AddressFamily, SocketType.Stream, ProtocolType.Tcp) { NoDelay = true };
                try
                {
                    await socket.ConnectAsync(endPoint, cancellationToken).ConfigureAwait(false);
                    return new CountingStream(new NetworkStream(socket, ownsSocket: true), counter);
                }
                catch
                {
                    socket.Dispose();
                    throw;
                }
            },
        };
        if (validator is not null)
        {
            // The handler resumes TLS sessions itself: its pool keeps one client context per origin.
            handler.SslOptions = new SslClientAuthenticationOptions
            {
                RemoteCertificateValidationCallback = validator.Validate,
            };
        }

        return handler;
    }
}

using System.Net;
using System.Net.Security;
using System.Net.Sockets;
using HttpLab.Load.Engines.Tls;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Http;

/// <summary>
/// The HttpClient engine: one <see cref="SocketsHttpHandler"/> with at most one connection per lane, no proxy, no
/// cookies, no redirects, no decompression, so what is measured is the handler's own HTTP/1.1 path. Its connect
/// callback dials the resolved endpoint and wraps the stream to count bytes; over https the handler's TLS runs above
/// that stream, so the counts are wire bytes as the raw engine's, and its certificate rule is the raw engine's
/// (<see cref="CertificateValidator"/>).
/// </summary>
internal sealed class HttpClientEngine : ILoadEngine
{
    private readonly Uri url;
    private readonly RequestMix mix;
    private readonly HttpMessageInvoker invoker;
    private readonly TransferCounter counter = new();
    private readonly CertificateValidator? validator;

    // Made on one thread before the run starts, disposed after it ends.
    private readonly List<HttpClientConnection> connections = [];

    public HttpClientEngine(
        Uri url, IPEndPoint endPoint, int connections, TimeSpan timeout, LoadTls tls, RequestMix mix)
    {
        this.url = url;
        this.mix = mix;
        validator = LoadTarget.IsHttps(url) ? new CertificateValidator(tls, url) : null;
        var handler = new SocketsHttpHandler
        {
            MaxConnectionsPerServer = connections,
            UseProxy = false,
            UseCookies = false,
            AllowAutoRedirect = false,
            AutomaticDecompression = DecompressionMethods.None,
            PooledConnectionLifetime = Timeout.InfiniteTimeSpan,
            PooledConnectionIdleTimeout = TimeSpan.FromMinutes(5),
            ConnectTimeout = timeout,
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

        invoker = new HttpMessageInvoker(handler, disposeHandler: true);
    }

    public string Description => validator is null
        ? "HttpClient (SocketsHttpHandler, HTTP/1.1)"
        : "HttpClient (SocketsHttpHandler, HTTP/1.1 over TLS)";

    public ILoadConnection CreateConnection()
    {
        var connection = new HttpClientConnection(invoker, mix, url, validator);
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

        invoker.Dispose();
    }
}

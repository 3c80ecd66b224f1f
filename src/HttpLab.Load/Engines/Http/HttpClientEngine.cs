using System.Net;
using System.Net.Sockets;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Http;

/// <summary>
/// The HttpClient engine: one <see cref="SocketsHttpHandler"/> with at most one connection per lane, no proxy, no
/// cookies, no redirects, no decompression, so what is measured is the handler's own HTTP/1.1 path. Its connect
/// callback dials the resolved loopback endpoint and wraps the stream to count bytes.
/// </summary>
internal sealed class HttpClientEngine : ILoadEngine
{
    private readonly RequestMix mix;
    private readonly HttpMessageInvoker invoker;
    private readonly TransferCounter counter = new();

    // Made on one thread before the run starts, disposed after it ends.
    private readonly List<HttpClientConnection> connections = [];

    public HttpClientEngine(Uri url, int connections, TimeSpan timeout, RequestMix mix)
    {
        this.mix = mix;
        var endPoint = LoadTarget.EndPoint(url);
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
        invoker = new HttpMessageInvoker(handler, disposeHandler: true);
    }

    public string Description => "HttpClient (SocketsHttpHandler, HTTP/1.1)";

    public ILoadConnection CreateConnection()
    {
        var connection = new HttpClientConnection(invoker, mix);
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

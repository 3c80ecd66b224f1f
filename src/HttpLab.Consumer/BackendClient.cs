using System.Net;

namespace HttpLab.Consumer;

/// <summary>
/// The one <see cref="HttpClient"/> the consumer shares between its routes for every card service call, configured as a
/// service would (pooled <see cref="SocketsHttpHandler"/>, no proxy, cookies, redirects or decompression), with the
/// card service's root as its base address so the adapters resolve <c>cards/{name}</c> below it.
/// </summary>
internal static class BackendClient
{
    public static HttpClient Create(Uri backend, TimeSpan timeout) =>
        new(new SocketsHttpHandler
        {
            UseProxy = false,
            UseCookies = false,
            AllowAutoRedirect = false,
            AutomaticDecompression = DecompressionMethods.None,
            PooledConnectionLifetime = Timeout.InfiniteTimeSpan,
        })
        {
            BaseAddress = backend.AbsolutePath.EndsWith('/') ? backend : new Uri(backend + "/"),
            Timeout = timeout,
        };
}

namespace HttpLab.Studies.Json;

/// <summary>The one HttpClient a JSON benchmark process uses, configured the way a service would.</summary>
internal static class JsonStudyClient
{
    public static HttpClient Create() =>
        new(new SocketsHttpHandler
        {
            AutomaticDecompression = System.Net.DecompressionMethods.None,
            PooledConnectionLifetime = Timeout.InfiniteTimeSpan,
            UseCookies = false,
            UseProxy = false,
        })
        {
            Timeout = TimeSpan.FromSeconds(30),
        };
}

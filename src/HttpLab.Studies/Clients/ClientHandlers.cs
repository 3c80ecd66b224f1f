using System.Net;

namespace HttpLab.Studies.Clients;

/// <summary>
/// The one handler configuration every HttpClient case uses, so cases differ only in what they are named for. It
/// matches the handler HttpWebRequest builds for itself on .NET: no cookies, no decompression, the system proxy.
/// </summary>
internal static class ClientHandlers
{
    /// <summary>
    /// What <see cref="ClientKind.PooledConnectionLifetime"/> sets: the usual advice for a long-lived client.
    /// </summary>
    public static readonly TimeSpan PooledConnectionLifetime = TimeSpan.FromMinutes(2);

    public static SocketsHttpHandler Create(TimeSpan? pooledConnectionLifetime = null) => new()
    {
        AutomaticDecompression = DecompressionMethods.None,
        UseCookies = false,
        PooledConnectionLifetime = pooledConnectionLifetime ?? Timeout.InfiniteTimeSpan,
    };

    public static HttpClient CreateClient(TimeSpan? pooledConnectionLifetime = null) =>
        new(Create(pooledConnectionLifetime), disposeHandler: true) { Timeout = RequestTimeout };

    /// <summary>
    /// HttpWebRequest's default timeout too; a stuck echo fails the case rather than hanging the study.
    /// </summary>
    public static TimeSpan RequestTimeout { get; } = TimeSpan.FromSeconds(100);
}

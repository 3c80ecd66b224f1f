namespace HttpLab.Load;

/// <summary>What sends the requests.</summary>
public enum LoadEngineKind
{
    /// <summary>
    /// A minimal HTTP/1.1 keep-alive client on raw sockets: pre-encoded requests, no allocation per request.
    /// </summary>
    Raw,

    /// <summary>
    /// <see cref="System.Net.Http.SocketsHttpHandler"/>, one pooled connection per lane: what .NET applications use.
    /// </summary>
    HttpClient,
}

namespace HttpLab.Studies.Clients;

/// <summary>
/// How a case sends its POST. Each name is also the name of the benchmark method that measures it, so it is the case
/// name in the results.
/// </summary>
internal enum ClientKind
{
    /// <summary>One HttpClient over one SocketsHttpHandler for the whole run: the baseline of both groups.</summary>
    SharedHttpClient,

    /// <summary>The obsolete HttpWebRequest, which on .NET wraps a shared HttpClient of its own.</summary>
    HttpWebRequest,

    /// <summary>A new HttpClient (and handler, so a new connection) per request, disposed after it.</summary>
    NewHttpClientPerRequest,

    /// <summary><c>IHttpClientFactory.CreateClient</c> per request, from <c>AddHttpClient</c>.</summary>
    HttpClientFactory,

    /// <summary>The shared client's settings, sending HTTP/2 with prior knowledge to the target's h2c port.</summary>
    Http2Cleartext,

    /// <summary>
    /// A shared client whose handler has <c>PooledConnectionLifetime</c> set, as recommended for long-lived clients.
    /// </summary>
    PooledConnectionLifetime,
}

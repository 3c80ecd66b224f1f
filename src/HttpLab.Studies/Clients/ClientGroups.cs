namespace HttpLab.Studies.Clients;

/// <summary>The case groups of the clients study: each is a BenchmarkDotNet category with its own baseline.</summary>
internal static class ClientGroups
{
    public const string WebRequestVsHttpClient = "webrequest-vs-httpclient";

    public const string HttpClientVariants = "httpclient-variants";

    /// <summary>
    /// Requests in flight at once in the concurrent variants; one benchmark operation is one request of the batch.
    /// </summary>
    public const int ConcurrentRequests = 16;

    public static IReadOnlyList<ClientKind> WebRequestKinds { get; } =
        [ClientKind.SharedHttpClient, ClientKind.HttpWebRequest];

    public static IReadOnlyList<ClientKind> VariantKinds { get; } =
    [
        ClientKind.SharedHttpClient,
        ClientKind.NewHttpClientPerRequest,
        ClientKind.HttpClientFactory,
        ClientKind.Http2Cleartext,
        ClientKind.PooledConnectionLifetime,
    ];
}

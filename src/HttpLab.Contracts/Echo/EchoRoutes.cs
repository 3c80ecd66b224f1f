namespace HttpLab.Contracts.Echo;

/// <summary><c>POST /echo</c>: the request body sent back as the response body, with the same content type.</summary>
public static class EchoRoutes
{
    /// <summary>The route.</summary>
    public const string Path = "/echo";

    /// <summary>
    /// The largest body echoed, 16 MiB. A larger Content-Length, or a chunked body that grows past it while
    /// being read, gets 413 with problem details. The bound keeps one request from holding an unbounded buffer.
    /// </summary>
    /// <remarks>Kestrel's own limit (<c>TargetLimits.MaxRequestBodySize</c>, twice this) is higher, so this check is
    /// the one that answers; Kestrel then reads and drops the rest of a body up to its own limit, so that the client
    /// finishes sending and reads the 413, and closes the connection on a larger one.</remarks>
    public const int MaxBodyBytes = 16 * 1024 * 1024;

    /// <summary>The response content type when the request has none.</summary>
    public const string DefaultContentType = "application/octet-stream";
}

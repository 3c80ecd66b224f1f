using HttpLab.Contracts.Echo;
using Microsoft.AspNetCore.Server.Kestrel.Core;

namespace HttpLab.Target.Hosting;

/// <summary>
/// Kestrel's limits on every HttpLab server (the target and the consumer API), each set here rather than left to
/// Kestrel's defaults so that one abusive client (slow headers, huge headers, a huge body, thousands of idle
/// connections) is cut off while the others keep being served, and so that the README's table of them stays true
/// when a Kestrel version changes a default.
/// </summary>
internal static class TargetLimits
{
    /// <summary>
    /// 15,000: half again the 10,000 connections <c>httplab load</c> opens at most, and below the 20,000 descriptors
    /// of a modest <c>ulimit -n</c>, so the server never runs out of descriptors. A connection past it is closed at
    /// once, unanswered.
    /// </summary>
    public const int MaxConcurrentConnections = 15_000;

    /// <summary>32 KiB of request line and headers in all (Kestrel's default); past it, 431.</summary>
    public const int MaxRequestHeadersTotalSize = 32 * 1024;

    /// <summary>100 request headers (Kestrel's default); past it, 431.</summary>
    public const int MaxRequestHeaderCount = 100;

    /// <summary>8 KiB of request line (Kestrel's default); past it, 414.</summary>
    public const int MaxRequestLineSize = 8 * 1024;

    /// <summary>
    /// 32 MiB, twice <see cref="EchoRoutes.MaxBodyBytes"/> (Kestrel's default is 30,000,000 bytes). No endpoint
    /// reads more than that; the rest is room for Kestrel to read and drop what is left of a body an endpoint refused
    /// or never read (for at most 5 s), so that a client sending a little too much finishes and reads its 413. A body
    /// declared larger than this, or that grows past it, gets the connection closed once the response is sent.
    /// </summary>
    public const long MaxRequestBodySize = 2L * EchoRoutes.MaxBodyBytes;

    /// <summary>
    /// 10 s from a request's first byte to the end of its headers (Kestrel's default is 30 s): HttpLab's clients send
    /// a request's head in one write, so only a slow-loris client needs more; it gets 408 and the connection closed.
    /// </summary>
    public static readonly TimeSpan RequestHeadersTimeout = TimeSpan.FromSeconds(10);

    /// <summary>
    /// 130 s of an idle connection (Kestrel's default): longer than the 60 s after which HttpClient drops an idle
    /// pooled connection itself, so the client, not the server, closes it and a request never races the close; and
    /// long enough that a load run at a low rate over many connections does not reconnect between its requests.
    /// </summary>
    public static readonly TimeSpan KeepAliveTimeout = TimeSpan.FromSeconds(130);

    /// <summary>
    /// 240 bytes/s after a 5 s grace (Kestrel's default), for a request body being read: a client that uploads slower
    /// is cut off. Kestrel only counts while an endpoint waits on the body, so the GET endpoints never trip it.
    /// </summary>
    public static readonly MinDataRate MinRequestBodyDataRate = new(240, TimeSpan.FromSeconds(5));

    /// <summary>
    /// 240 bytes/s after a 5 s grace (Kestrel's default), for a response the client does not read. Kestrel only counts
    /// while a write waits on the client, so <c>/trickle</c> and <c>/delay</c>, which pause between writes on purpose,
    /// never trip it: their pauses are the server's, not the client's.
    /// </summary>
    public static readonly MinDataRate MinResponseDataRate = new(240, TimeSpan.FromSeconds(5));

    /// <summary>Sets every limit above on <paramref name="limits"/>.</summary>
    public static void Apply(KestrelServerLimits limits)
    {
        ArgumentNullException.ThrowIfNull(limits);
        limits.MaxConcurrentConnections = MaxConcurrentConnections;
        limits.MaxRequestHeadersTotalSize = MaxRequestHeadersTotalSize;
        limits.MaxRequestHeaderCount = MaxRequestHeaderCount;
        limits.MaxRequestLineSize = MaxRequestLineSize;
        limits.MaxRequestBodySize = MaxRequestBodySize;
        limits.RequestHeadersTimeout = RequestHeadersTimeout;
        limits.KeepAliveTimeout = KeepAliveTimeout;
        limits.MinRequestBodyDataRate = MinRequestBodyDataRate;
        limits.MinResponseDataRate = MinResponseDataRate;
    }
}

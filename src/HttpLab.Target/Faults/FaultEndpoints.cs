using System.Globalization;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Faults;

/// <summary>
/// Endpoints that fail on purpose, so clients and the load generator can be driven into each kind of failure:
/// <list type="bullet">
/// <item><c>GET /fault/reset</c>: the connection is reset (TCP RST), no response at all.</item>
/// <item><c>GET /fault/close-mid-body</c>: headers with <c>Content-Length: </c><see cref="CloseMidBodyLength"/>, half
/// of that body, then the connection closed (FIN).</item>
/// <item><c>GET /fault/garbage</c>: <see cref="Garbage"/>, bytes that are not HTTP, instead of a response, then the
/// connection closed.</item>
/// <item><c>GET /fault/stall?ms=N</c>: no answer for N ms, then the connection aborted; earlier if the client
/// leaves.</item>
/// <item><c>GET /fault/slow-headers?ms=N</c>: nothing for N ms, then 200 with <see cref="SlowHeadersBody"/>.</item>
/// <item><c>GET /fault/huge-headers?bytes=N</c>: 200 with header values of N bytes in all, in headers
/// <c>X-Huge-1</c>, <c>X-Huge-2</c>... of at most <see cref="MaxHugeHeaderBytes"/> each.</item>
/// <item><c>GET /fault/wrong-length?length=N</c>: headers with <c>Content-Length: N</c> and a body of
/// <see cref="WrongLengthBodyBytes"/> bytes, more or fewer than N; then nothing, the connection held open until the
/// client leaves or <see cref="WrongLengthHoldMs"/> pass.</item>
/// </list>
/// A missing parameter takes its default; a repeated, non-integer or out-of-range one gets 400 problem details
/// naming it and its range. Any path below a route gets the same fault (<c>/fault/garbage/weather/10</c> is
/// <c>/fault/garbage</c>), and so does any method (<c>POST /fault/reset/echo</c>), for clients that make their own
/// requests from a base URL. Reset, close-mid-body, garbage
/// and wrong-length write on the connection itself, which only cleartext HTTP/1.x has: over HTTP/2 reset resets the
/// stream, and the other three answer 400.
/// </summary>
public static class FaultEndpoints
{
    /// <summary>The prefix of every fault route.</summary>
    public const string Prefix = "/fault";

    /// <summary>The route of <c>/fault/reset</c>.</summary>
    public const string ResetPath = Prefix + "/reset";

    /// <summary>The route of <c>/fault/close-mid-body</c>.</summary>
    public const string CloseMidBodyPath = Prefix + "/close-mid-body";

    /// <summary>The route of <c>/fault/garbage</c>.</summary>
    public const string GarbagePath = Prefix + "/garbage";

    /// <summary>The route of <c>/fault/stall</c>.</summary>
    public const string StallPath = Prefix + "/stall";

    /// <summary>The route of <c>/fault/slow-headers</c>.</summary>
    public const string SlowHeadersPath = Prefix + "/slow-headers";

    /// <summary>The route of <c>/fault/huge-headers</c>.</summary>
    public const string HugeHeadersPath = Prefix + "/huge-headers";

    /// <summary>The route of <c>/fault/wrong-length</c>.</summary>
    public const string WrongLengthPath = Prefix + "/wrong-length";

    /// <summary><c>/fault/stall</c> and <c>/fault/slow-headers</c>: milliseconds of silence.</summary>
    public const string MsParameter = "ms";

    /// <summary><c>/fault/huge-headers</c>: the header values' total length.</summary>
    public const string BytesParameter = "bytes";

    /// <summary><c>/fault/wrong-length</c>: the <c>Content-Length</c> declared.</summary>
    public const string LengthParameter = "length";

    /// <summary>
    /// The longest silence of <c>/fault/stall</c> and <c>/fault/slow-headers</c> (<c>ms</c> is 0 to this).
    /// </summary>
    public const int MaxMs = 60_000;

    /// <summary><c>/fault/stall</c> without <c>ms</c>.</summary>
    public const int DefaultStallMs = 10_000;

    /// <summary><c>/fault/slow-headers</c> without <c>ms</c>.</summary>
    public const int DefaultSlowHeadersMs = 1_000;

    /// <summary>The most header bytes of <c>/fault/huge-headers</c>, 64 KiB (<c>bytes</c> is 1 to this, and the
    /// default).</summary>
    public const int MaxHugeBytes = 64 * 1024;

    /// <summary>The longest value of one <c>/fault/huge-headers</c> header.</summary>
    public const int MaxHugeHeaderBytes = 8 * 1024;

    /// <summary>The largest <c>Content-Length</c> of <c>/fault/wrong-length</c> (<c>length</c> is 0 to this).</summary>
    public const int MaxWrongLength = 1024 * 1024;

    /// <summary><c>/fault/wrong-length</c> without <c>length</c>: twice the body.</summary>
    public const int DefaultWrongLength = 2 * WrongLengthBodyBytes;

    /// <summary>The body <c>/fault/wrong-length</c> really sends, whatever it declares.</summary>
    public const int WrongLengthBodyBytes = 32;

    /// <summary>How long <c>/fault/wrong-length</c> holds the connection at most before closing it.</summary>
    public const int WrongLengthHoldMs = 10_000;

    /// <summary>The <c>Content-Length</c> of <c>/fault/close-mid-body</c>; half of it is sent.</summary>
    public const int CloseMidBodyLength = 1024;

    /// <summary>The body of <c>/fault/slow-headers</c>, as <c>text/plain</c>.</summary>
    public const string SlowHeadersBody = "late headers";

    /// <summary>What <c>/fault/garbage</c> sends instead of a response: not a status line, not even text.</summary>
    public static ReadOnlySpan<byte> Garbage =>
        "\0\u0001\u00ffNOT-HTTP garbage instead of a response\r\n\r\n\u0000\u00fe"u8;

    /// <summary>The byte at <paramref name="offset"/> of the bodies of close-mid-body and wrong-length.</summary>
    public static byte BodyByteAt(int offset) => (byte)('a' + (offset % 26));

    /// <summary>A relative URI of a fault route, with its parameter when given.</summary>
    public static Uri Uri(string path, string? parameter = null, int value = 0) =>
        new(
            parameter is null
                ? path
                : string.Create(CultureInfo.InvariantCulture, $"{path}?{parameter}={value}"),
            UriKind.Relative);

    internal static void Map(IEndpointRouteBuilder endpoints)
    {
        var logger = endpoints.ServiceProvider.GetRequiredService<ILoggerFactory>().CreateLogger(TargetLog.Category);
        MapFault(endpoints, ResetPath, context => ConnectionFaults.ResetAsync(context, logger));
        MapFault(endpoints, CloseMidBodyPath, context => ConnectionFaults.CloseMidBodyAsync(context, logger));
        MapFault(endpoints, GarbagePath, context => ConnectionFaults.GarbageAsync(context, logger));
        MapFault(endpoints, WrongLengthPath, context => ConnectionFaults.WrongLengthAsync(context, logger));
        MapFault(endpoints, StallPath, context => TimedFaults.StallAsync(context, logger));
        MapFault(endpoints, SlowHeadersPath, context => TimedFaults.SlowHeadersAsync(context, logger));
        MapFault(endpoints, HugeHeadersPath, context => HugeHeadersFault.HandleAsync(context, logger));
    }

    // Every path below a fault's route gets the fault too, and with any method, so a client that builds its own
    // requests from a base URL (a study given http://127.0.0.1:PORT/fault/garbage/ as its target, POSTing to echo)
    // runs into it.
    private static void MapFault(IEndpointRouteBuilder endpoints, string path, RequestDelegate handler)
    {
        endpoints.Map(path, handler);
        endpoints.Map(path + "/{**rest}", handler);
    }
}

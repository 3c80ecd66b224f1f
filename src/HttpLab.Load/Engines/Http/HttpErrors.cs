using System.Net.Sockets;

namespace HttpLab.Load.Engines.Http;

/// <summary>
/// Sorts what HttpClient throws into the load error kinds; null for exceptions that are bugs, not network failures.
/// </summary>
internal static class HttpErrors
{
    public static LoadErrorKind? Classify(Exception exception) => exception switch
    {
        // Only Abort() cancels (the lane tells a timeout from a stop); the handler's own ConnectTimeout surfaces the
        // same way.
        OperationCanceledException => LoadErrorKind.Timeout,
        HttpRequestException { HttpRequestError: HttpRequestError.InvalidResponse } => LoadErrorKind.Unparsable,
        HttpIOException { HttpRequestError: HttpRequestError.InvalidResponse } => LoadErrorKind.Unparsable,

        // Headers over MaxResponseHeadersLength: a response the client will not read, as the raw engine's line over
        // its limit, not a connection that broke.
        HttpRequestException { HttpRequestError: HttpRequestError.ConfigurationLimitExceeded } =>
            LoadErrorKind.Unparsable,
        HttpRequestException request => FromSocket(request) ?? LoadErrorKind.Reset,
        IOException io => FromSocket(io) ?? LoadErrorKind.Reset,
        SocketException socket => FromCode(socket.SocketErrorCode),
        ObjectDisposedException => LoadErrorKind.Reset,
        _ => null,
    };

    private static LoadErrorKind? FromSocket(Exception exception)
    {
        for (var inner = exception.InnerException; inner is not null; inner = inner.InnerException)
        {
            if (inner is SocketException socket)
            {
                return FromCode(socket.SocketErrorCode);
            }
        }

        return null;
    }

    private static LoadErrorKind FromCode(SocketError code) => code switch
    {
        SocketError.ConnectionRefused => LoadErrorKind.Refused,
        SocketError.TimedOut => LoadErrorKind.Timeout,
        _ => LoadErrorKind.Reset,
    };
}

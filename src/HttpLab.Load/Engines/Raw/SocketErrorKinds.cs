using System.Net.Sockets;

namespace HttpLab.Load.Engines.Raw;

/// <summary>How the raw engine counts a socket's failure.</summary>
internal static class SocketErrorKinds
{
    public static LoadErrorKind Of(SocketError error) => error switch
    {
        SocketError.ConnectionRefused => LoadErrorKind.Refused,
        SocketError.TimedOut => LoadErrorKind.Timeout,
        _ => LoadErrorKind.Reset,
    };
}

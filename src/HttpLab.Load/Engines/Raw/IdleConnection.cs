using System.Diagnostics;
using System.Net.Sockets;

namespace HttpLab.Load.Engines.Raw;

/// <summary>
/// The check before reusing a connection that sat idle: readable means bytes nobody asked for (they would be taken for
/// the next request's answer) or the server closed it (keep-alive timeout: not a failure, connect again). A connection
/// reused at once skips the check: it costs a system call a request, about a tenth of the engine's work at full speed,
/// and a server does not time out a connection it answered a moment ago.
/// </summary>
internal static class IdleConnection
{
    private static readonly long CheckAfterTicks = Stopwatch.Frequency / 100;

    /// <summary>
    /// True when <paramref name="socket"/>, idle since <paramref name="idleSince"/> (a <see cref="Stopwatch"/>
    /// timestamp) for long enough to be checked, is readable.
    /// </summary>
    public static bool TurnedReadable(Socket socket, long idleSince) =>
        Stopwatch.GetTimestamp() - idleSince >= CheckAfterTicks && socket.Poll(0, SelectMode.SelectRead);
}

using System.Net.Sockets;
using HttpLab.Target.Faults;

namespace HttpLab.Studies.Tests.Faults;

/// <summary>
/// What every study's fault tests share: where a fault's routes are, the cause a failure names, and its kind.
/// </summary>
internal static class StudyFault
{
    /// <summary>
    /// Far above what any fault takes; only a hang reaches it, and it fails the test instead of holding it.
    /// </summary>
    public static readonly TimeSpan HangGuard = TimeSpan.FromSeconds(30);

    /// <summary>A base URL every path below which gets <paramref name="fault"/> (<c>/fault/reset/</c>).</summary>
    public static Uri Base(Uri baseAddress, string fault) => new(baseAddress, fault + "/");

    /// <summary><see cref="Base(Uri, string)"/> on the target's HTTP/1.1 address.</summary>
    public static Uri Base(TargetFixture target, string fault) => Base(target.BaseAddress, fault);

    /// <summary>What the innermost exception of a request into <paramref name="fault"/> says.</summary>
    public static string Cause(string fault) =>
        fault == FaultEndpoints.GarbagePath ? "invalid status line" : "Connection reset by peer";

    /// <summary>HttpClient's failure is the one <paramref name="fault"/> causes (over HTTP/2 a reset stream).</summary>
    public static void AssertIsThe(string fault, HttpRequestException failure, bool http2 = false)
    {
        if (fault == FaultEndpoints.GarbagePath)
        {
            Assert.Equal(HttpRequestError.InvalidResponse, failure.HttpRequestError);
            return;
        }

        if (http2)
        {
            // Over HTTP/2 the target resets the stream, not the connection.
            Assert.Equal(HttpRequestError.HttpProtocolError, failure.HttpRequestError);
            return;
        }

        var socket = Assert.IsType<SocketException>(failure.InnerException?.InnerException);
        Assert.Equal(SocketError.ConnectionReset, socket.SocketErrorCode);
    }
}

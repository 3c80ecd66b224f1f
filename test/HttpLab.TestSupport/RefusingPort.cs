using System.Globalization;
using System.Net;
using System.Net.Sockets;

namespace HttpLab.TestSupport;

/// <summary>
/// A loopback port that refuses every connection for as long as this lives: bound but never listening, so no other
/// test's server is given it meanwhile. A port found free and let go at once was taken by a test running beside, and
/// the run that expected refusals measured that test's server.
/// </summary>
public sealed class RefusingPort : IDisposable
{
    private readonly Socket socket = new(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);

    public RefusingPort()
    {
        socket.Bind(new IPEndPoint(IPAddress.Loopback, 0));
        Port = ((IPEndPoint)socket.LocalEndPoint!).Port;
    }

    public int Port { get; }

    /// <summary><c>http://127.0.0.1:{port}{path}</c>.</summary>
    public Uri Url(string path = "/") => new($"http://127.0.0.1:{Port.ToString(CultureInfo.InvariantCulture)}{path}");

    public void Dispose() => socket.Dispose();
}

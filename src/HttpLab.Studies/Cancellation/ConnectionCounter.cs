using System.Net.Sockets;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// Dials the handler's connections itself and counts them, so a case can tell whether a cancel cost the next request
/// a new connection (and over TLS a new handshake) or left the connection usable.
/// </summary>
internal sealed class ConnectionCounter
{
    private long opened;

    public long Opened => Interlocked.Read(ref opened);

    public async ValueTask<Stream> ConnectAsync(
        SocketsHttpConnectionContext context, CancellationToken cancellationToken)
    {
        var socket = new Socket(SocketType.Stream, ProtocolType.Tcp) { NoDelay = true };
        try
        {
            await socket.ConnectAsync(context.DnsEndPoint, cancellationToken).ConfigureAwait(false);
            Interlocked.Increment(ref opened);
            return new NetworkStream(socket, ownsSocket: true);
        }
        catch
        {
            socket.Dispose();
            throw;
        }
    }
}

using System.Net.Sockets;
using Microsoft.AspNetCore.Connections.Features;
using Microsoft.AspNetCore.Http;

namespace HttpLab.Target.Faults;

/// <summary>
/// Bytes on the connection itself, past Kestrel: it never sends a response that breaks HTTP (it checks the
/// Content-Length against the body and frames everything it writes), so the faults that must break it write to the
/// request's socket. That is sound only while Kestrel itself writes nothing: before the response has started, and
/// with the connection aborted right after, so Kestrel never writes its own response behind ours.
/// </summary>
internal static class RawWire
{
    /// <summary>
    /// The socket of a cleartext HTTP/1.x request, or null: over TLS the bytes would bypass the encryption, and over
    /// HTTP/2 they would break every other stream of the connection.
    /// </summary>
    public static Socket? SocketOf(HttpContext context)
    {
        var protocol = context.Request.Protocol;
        if (context.Request.IsHttps || !(HttpProtocol.IsHttp11(protocol) || HttpProtocol.IsHttp10(protocol)))
        {
            return null;
        }

        return context.Features.Get<IConnectionSocketFeature>()?.Socket;
    }

    /// <summary>Sends every byte, then the end of the stream (FIN), then drops the connection in Kestrel.</summary>
    public static async Task SendAndCloseAsync(
        HttpContext context, Socket socket, ReadOnlyMemory<byte> bytes, CancellationToken cancellationToken)
    {
        await SendAsync(socket, bytes, cancellationToken).ConfigureAwait(false);
        Close(context, socket);
    }

    /// <summary>Sends every byte: when this returns they are in the kernel, ahead of any FIN or RST.</summary>
    public static async Task SendAsync(Socket socket, ReadOnlyMemory<byte> bytes, CancellationToken cancellationToken)
    {
        try
        {
            await socket.SendAsync(bytes, SocketFlags.None, cancellationToken).ConfigureAwait(false);
        }
        catch (SocketException)
        {
            // The client left first: nothing to tell it.
        }
        catch (ObjectDisposedException)
        {
            // Kestrel closed the socket after seeing the client leave.
        }
    }

    /// <summary>The end of the stream after what was sent, then the connection dropped in Kestrel.</summary>
    public static void Close(HttpContext context, Socket socket)
    {
        try
        {
            socket.Shutdown(SocketShutdown.Send);
        }
        catch (SocketException)
        {
        }
        catch (ObjectDisposedException)
        {
        }

        context.Abort();
    }

    /// <summary>
    /// A reset: the socket closed with a zero linger, so the peer gets an RST and no FIN (Kestrel's own abort shuts
    /// the socket down first, which sends a FIN before any RST); then the connection dropped in Kestrel.
    /// </summary>
    public static void Reset(HttpContext context, Socket socket)
    {
        try
        {
            socket.Close(0);
        }
        catch (SocketException)
        {
        }

        context.Abort();
    }
}

using System.Net.Security;
using System.Net.Sockets;
using HttpLab.Load.Engines.Http;
using HttpLab.Load.Engines.Tls;

namespace HttpLab.Load.Engines.Http2;

/// <summary>
/// h2 over TLS: the same frames through an <see cref="SslStream"/> (ALPN "h2"), which has no socket-event-args API, so
/// the send side and the read loop are async loops instead; their bytes are counted beneath TLS, on the wire.
/// </summary>
internal sealed partial class Http2Link
{
    private SslStream? tlsStream;

    private async Task ConnectTlsAsync(TlsClient tls)
    {
        try
        {
            await socket.ConnectAsync(owner.EndPoint).ConfigureAwait(false);
            var transport = new CountingStream(new NetworkStream(socket, ownsSocket: true), owner.Counter);
            var stream = await tls.AuthenticateAsync(transport, CancellationToken.None).ConfigureAwait(false);
            if (stream.NegotiatedApplicationProtocol != SslApplicationProtocol.Http2)
            {
                var chosen = stream.NegotiatedApplicationProtocol;
                await stream.DisposeAsync().ConfigureAwait(false);
                Fail(LoadErrorKind.Reset, tls.NotChosen(chosen));
                return;
            }

            tlsStream = stream;
        }
        catch (Exception exception) when (TlsFailure.IsHandshakeFailure(exception, out var handshake))
        {
            Fail(LoadErrorKind.Reset, tls.Failure(handshake!));
            return;
        }
        catch (Exception exception) when (HttpErrors.Classify(exception) is { } kind)
        {
            Fail(kind);
            return;
        }

        Connected();
    }

    private async Task SendTlsAsync()
    {
        try
        {
            while (true)
            {
                await tlsStream!.WriteAsync(sending.Array.AsMemory(0, sending.Length)).ConfigureAwait(false);
                lock (Gate)
                {
                    sendBusy = false;
                    if (!TakeFlush())
                    {
                        return;
                    }
                }
            }
        }
        catch (Exception exception) when (HttpErrors.Classify(exception) is { } kind)
        {
            Fail(kind);
        }
        catch (Exception exception)
        {
            Fail(LoadErrorKind.Reset, exception);
        }
    }

    private async Task ReceiveTlsAsync()
    {
        try
        {
            while (true)
            {
                var count = await tlsStream!.ReadAsync(receiveBuffer.AsMemory(end)).ConfigureAwait(false);
                if (count == 0)
                {
                    Fail(LoadErrorKind.Reset);
                    return;
                }

                end += count;
                if (!HandleFrames())
                {
                    return;
                }
            }
        }
        catch (Exception exception) when (HttpErrors.Classify(exception) is { } kind)
        {
            Fail(kind);
        }
        catch (Exception exception)
        {
            Fail(LoadErrorKind.Reset, exception);
        }
    }
}

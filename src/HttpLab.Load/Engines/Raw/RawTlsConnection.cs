using System.Diagnostics;
using System.Net;
using System.Net.Security;
using System.Net.Sockets;
using System.Runtime.CompilerServices;
using System.Threading.Channels;
using HttpLab.Load.Engines.Http;
using HttpLab.Load.Engines.Tls;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Raw;

/// <summary>
/// One keep-alive connection of the raw engine to an https:// URL: the same requests and response parser as
/// <see cref="RawConnection"/>, through an <see cref="SslStream"/> (<see cref="TlsClient"/>). SslStream has no
/// socket-event-args API, so this is one async loop for the connection's whole life, woken by each start; its
/// exchange runs on a pooled state machine, so the loop itself allocates nothing per request (measured with the
/// target in the same process: 180 to 300 bytes a request process-wide, Kestrel's HTTPS side and SslStream's
/// included). Bytes are counted beneath TLS: what crossed the wire, records and handshakes included.
/// </summary>
internal sealed class RawTlsConnection : ILoadConnection
{
    private readonly IPEndPoint endPoint;
    private readonly RawRequest[] requests;
    private readonly RequestMix mix;
    private readonly ResponseReader reader;
    private readonly TlsClient tls;
    private readonly TransferCounter counter;
    private readonly Channel<IRequestCompletion> starts = Channel.CreateUnbounded<IRequestCompletion>(
        new UnboundedChannelOptions { SingleReader = true, SingleWriter = true });

    // The socket is what Abort takes away (from another thread); the stream belongs to the loop alone.
    private Socket? socket;
    private SslStream? stream;
    private long idleSince;

    public RawTlsConnection(
        IPEndPoint endPoint,
        RawRequest[] requests,
        RequestMix mix,
        int bufferSize,
        TlsClient tls,
        TransferCounter counter)
    {
        this.endPoint = endPoint;
        this.requests = requests;
        this.mix = mix;
        this.tls = tls;
        this.counter = counter;
        reader = new ResponseReader(bufferSize);
        _ = LoopAsync();
    }

    /// <summary>A start only wakes the loop, which continues on a pool thread.</summary>
    public bool StartsInline => true;

    public void Start(IRequestCompletion completion)
    {
        if (!starts.Writer.TryWrite(completion))
        {
            completion.Complete(RequestOutcome.Failed(LoadErrorKind.Reset));
        }
    }

    public void Abort() => Interlocked.Exchange(ref socket, null)?.Dispose();

    public ValueTask DisposeAsync()
    {
        starts.Writer.TryComplete();
        Abort();
        return ValueTask.CompletedTask;
    }

    private async Task LoopAsync()
    {
        var pending = starts.Reader;
        while (await pending.WaitToReadAsync().ConfigureAwait(false))
        {
            while (pending.TryRead(out var completion))
            {
                RequestOutcome outcome;
                try
                {
                    outcome = await ExchangeAsync().ConfigureAwait(false);
                }
                catch (Exception exception) when (TlsFailure.IsHandshakeFailure(exception, out var handshake))
                {
                    Close();
                    completion.Fault(tls.Failure(handshake!));
                    continue;
                }
                catch (Exception exception) when (HttpErrors.Classify(exception) is { } kind)
                {
                    Close();
                    outcome = RequestOutcome.Failed(kind);
                }
                catch (Exception exception)
                {
                    Close();
                    completion.Fault(exception);
                    continue;
                }

                idleSince = Stopwatch.GetTimestamp();
                completion.Complete(outcome);
            }
        }

        Close();
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
    private async ValueTask<RequestOutcome> ExchangeAsync()
    {
        var open = Volatile.Read(ref socket);
        var current = open is null ? null : stream;

        // Readable after sitting idle: the server closed the connection or sent something unasked (a close_notify, a
        // late session ticket); what is unknown without decrypting it, so the connection is replaced either way.
        if (current is not null && IdleConnection.TurnedReadable(open!, idleSince))
        {
            Close();
            current = null;
        }

        current ??= await ConnectAsync().ConfigureAwait(false);
        var request = requests[mix.Next()];
        if (reader.Begin(request.NoResponseBody) == ParseStatus.Invalid)
        {
            Close();
            return RequestOutcome.Failed(LoadErrorKind.Unparsable);
        }

        await current.WriteAsync(request.Bytes).ConfigureAwait(false);
        while (true)
        {
            var count = await current.ReadAsync(reader.FreeSpace).ConfigureAwait(false);
            if (reader.Take(count, out var close) is { } outcome)
            {
                if (close)
                {
                    Close();
                }

                return outcome;
            }
        }
    }

    private async Task<SslStream> ConnectAsync()
    {
        Close();
        var fresh = new Socket(endPoint.AddressFamily, SocketType.Stream, ProtocolType.Tcp) { NoDelay = true };
        Volatile.Write(ref socket, fresh);
        await fresh.ConnectAsync(endPoint).ConfigureAwait(false);
        var transport = new CountingStream(new NetworkStream(fresh, ownsSocket: true), counter);
        stream = await tls.AuthenticateAsync(transport, CancellationToken.None).ConfigureAwait(false);
        reader.Clear();
        return stream;
    }

    private void Close()
    {
        Abort();
        stream?.Dispose();
        stream = null;
    }
}

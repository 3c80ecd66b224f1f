using System.Net.Sockets;
using System.Text;

namespace HttpLab.Target.Tests.Faults;

/// <summary>How the server ended a <see cref="RawExchange"/>.</summary>
internal enum RawEnd
{
    /// <summary>The server closed its side (FIN).</summary>
    Closed,

    /// <summary>The server reset the connection (RST).</summary>
    Reset,

    /// <summary>Stopped reading with the connection still open (enough bytes came, or none for a while).</summary>
    StillOpen,
}

/// <summary>
/// One GET over a raw socket, every byte the server sends kept as it came, so a test sees exactly what broke.
/// </summary>
internal sealed class RawExchange : IDisposable
{
    // Far above any fault's own time: only a server that hangs for good reaches it.
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(20);

    private readonly Socket socket = new(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);
    private readonly MemoryStream received = new();

    public byte[] Received => received.ToArray();

    public string Text => Encoding.Latin1.GetString(Received);

    public static async Task<RawExchange> SendAsync(Uri baseAddress, Uri path)
    {
        var exchange = new RawExchange();
        try
        {
            await exchange.socket.ConnectAsync(baseAddress.Host, baseAddress.Port);
            var request = $"GET {path} HTTP/1.1\r\nHost: {baseAddress.Authority}\r\n\r\n";
            await exchange.socket.SendAsync(Encoding.ASCII.GetBytes(request));
            return exchange;
        }
        catch
        {
            exchange.Dispose();
            throw;
        }
    }

    /// <summary>Reads until the server closes or resets the connection.</summary>
    public Task<RawEnd> ReadToEndAsync() => ReadAsync(int.MaxValue, Patience);

    /// <summary>
    /// Reads until <paramref name="count"/> bytes in all came, the server ended the connection or, once the answer
    /// has begun, <paramref name="quiet"/> passed without a byte. The first byte may take the patience a cold server
    /// on a busy machine needs (CI once saw none within a quiet second).
    /// </summary>
    public async Task<RawEnd> ReadAsync(int count, TimeSpan quiet)
    {
        var buffer = new byte[16 * 1024];
        while (received.Length < count)
        {
            var wait = received.Length == 0 && quiet < Patience ? Patience : quiet;
            using var timeout = new CancellationTokenSource(wait);
            int read;
            try
            {
                read = await socket.ReceiveAsync(buffer, SocketFlags.None, timeout.Token);
            }
            catch (SocketException error) when (error.SocketErrorCode == SocketError.ConnectionReset)
            {
                return RawEnd.Reset;
            }
            catch (OperationCanceledException) when (timeout.IsCancellationRequested)
            {
                return RawEnd.StillOpen;
            }

            if (read == 0)
            {
                return RawEnd.Closed;
            }

            received.Write(buffer, 0, read);
        }

        return RawEnd.StillOpen;
    }

    public void Dispose()
    {
        socket.Dispose();
        received.Dispose();
    }
}

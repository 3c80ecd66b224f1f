using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using System.Text;
using HttpLab.Contracts.Echo;
using HttpLab.Target.Hosting;
using HttpLab.Target.Tests.Faults;
using HttpLab.Target.Tests.Infrastructure;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Hosting;

/// <summary>
/// The target survives its own abusers: each test sends what one bad client would, checks that Kestrel's limit
/// (<see cref="TargetLimits"/>) cut that client off, and that a well-behaved client is served meanwhile or after.
/// </summary>
[Collection(AbuseCollection.Name)]
public sealed class TargetLimitsTests : IClassFixture<TargetFixture>, IDisposable
{
    private const long HundredMegabytes = 100L * 1024 * 1024;

    // What the server may take of a body it refuses: Kestrel's limit, and the socket buffers on either side (Linux
    // grows a loopback receive buffer up to tcp_rmem's 32 MiB at most, by default 6 MiB).
    private const long ReadAtMost = TargetLimits.MaxRequestBodySize + (40L * 1024 * 1024);

    // Far above every limit's own time: only a server that never cuts the abuser off reaches it.
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);

    // Kestrel checks its timeouts on a one-second heartbeat, and a noisy machine adds its own delays.
    private static readonly TimeSpan TimeoutMargin = TimeSpan.FromSeconds(10);

    private static readonly Uri Plaintext = new("/plaintext", UriKind.Relative);

    private readonly TargetFixture _target;
    private readonly ITestOutputHelper _output;

    public TargetLimitsTests(TargetFixture target, ITestOutputHelper output)
    {
        _target = target;
        _output = output;
        _target.Logs.Output = output;
    }

    public void Dispose() => _target.Logs.Output = null;

    [Fact]
    public async Task SlowLoris_HeaderByteEverySecond_ClosedAfterRequestHeadersTimeoutWhileOthersAreServed()
    {
        using var socket = await ConnectAsync();
        var started = Stopwatch.GetTimestamp();
        await socket.SendAsync(Encoding.ASCII.GetBytes(
            $"GET {Plaintext} HTTP/1.1\r\nHost: {_target.BaseAddress.Authority}\r\nX-Slow: "));
        var reading = ReadToEndAsync(socket, Patience);

        var servedMeanwhile = false;
        while (!reading.IsCompleted && Stopwatch.GetElapsedTime(started) < Patience)
        {
            await Task.WhenAny(reading, Task.Delay(TimeSpan.FromSeconds(1)));
            if (!servedMeanwhile && !reading.IsCompleted)
            {
                await AssertServedAsync();
                servedMeanwhile = true;
            }

            if (!reading.IsCompleted && !await TrySendAsync(socket, "a"u8.ToArray()))
            {
                break;
            }
        }

        var (end, received) = await reading;
        var elapsed = Stopwatch.GetElapsedTime(started);
        _output.WriteLine($"The slow client was cut off after {elapsed.TotalSeconds:0.0} s ({end}).");
        Assert.True(servedMeanwhile, "The slow client was cut off before another request could be made.");
        Assert.NotEqual(RawEnd.StillOpen, end);
        AssertStatusIfAny(received, "408");

        // Earlier would be some other limit; Kestrel's heartbeat may start the clock up to a second early.
        Assert.InRange(
            elapsed,
            TargetLimits.RequestHeadersTimeout - TimeSpan.FromSeconds(2),
            TargetLimits.RequestHeadersTimeout + TimeoutMargin);
        await AssertServedAsync();
    }

    [Fact]
    public async Task HugeHeaders_OneMegabyte_RefusedWith431OrClosedAndOthersServed()
    {
        using var socket = await ConnectAsync();
        var started = Stopwatch.GetTimestamp();
        var reading = ReadToEndAsync(socket, Patience);

        // 128 headers of 8 KiB: past the total size long before the count.
        var header = Encoding.ASCII.GetBytes($"X-Big: {new string('h', 8 * 1024 - 9)}\r\n");
        var sent = await TrySendAsync(socket, Encoding.ASCII.GetBytes(
            $"GET {Plaintext} HTTP/1.1\r\nHost: {_target.BaseAddress.Authority}\r\n"));
        var sentBytes = 0L;
        for (var index = 0; sent && index < 128 && !reading.IsCompleted; index++)
        {
            sent = await TrySendAsync(socket, header);
            sentBytes += sent ? header.Length : 0;
        }

        if (sent)
        {
            await TrySendAsync(socket, "\r\n"u8.ToArray());
        }

        var (end, received) = await reading;
        var elapsed = Stopwatch.GetElapsedTime(started);
        _output.WriteLine(
            $"Refused after {elapsed.TotalSeconds:0.00} s, {sentBytes:#,0} header bytes sent ({end}): "
            + Encoding.Latin1.GetString(received.AsSpan(0, Math.Min(received.Length, 40))));
        Assert.NotEqual(RawEnd.StillOpen, end);
        AssertStatusIfAny(received, "431");

        // Refused for its size, not left to time out.
        Assert.True(
            elapsed < TargetLimits.RequestHeadersTimeout,
            $"1 MB of headers took {elapsed.TotalSeconds:0.0} s to be refused.");
        await AssertServedAsync();
    }

    [Fact]
    public async Task Echo_HundredMegabytesDeclared_RefusedWithoutReadingItOrHoldingIt()
    {
        var before = GC.GetTotalMemory(forceFullCollection: true);

        var (status, written) = await PostEchoAsync(new GeneratedContent(HundredMegabytes, declareLength: true));

        var grown = GC.GetTotalMemory(forceFullCollection: true) - before;
        _output.WriteLine(
            $"{status?.ToString() ?? "connection closed"} after {written:#,0} bytes sent; "
            + $"managed memory grew by {grown:#,0} bytes.");
        Assert.True(status is null or HttpStatusCode.RequestEntityTooLarge, $"Answered {status}.");
        Assert.True(written < ReadAtMost, $"The server took {written:#,0} bytes of the body.");

        // A server that buffered the body would have grown by 100 MB; the margin is for everything else.
        Assert.True(grown < 40L * 1024 * 1024, $"Managed memory grew by {grown:#,0} bytes.");
        await AssertServedAsync();
    }

    [Fact]
    public async Task Echo_HundredMegabytesChunked_RefusedAtTheLimitAndOthersServed()
    {
        var (status, written) = await PostEchoAsync(new GeneratedContent(HundredMegabytes, declareLength: false));

        _output.WriteLine($"{status?.ToString() ?? "connection closed"} after {written:#,0} bytes sent.");
        Assert.True(status is null or HttpStatusCode.RequestEntityTooLarge, $"Answered {status}.");

        // The echo reads up to its limit before it knows, and Kestrel drops what follows up to its own.
        Assert.True(written < ReadAtMost, $"The server took {written:#,0} bytes of the body.");
        Assert.True(written > EchoRoutes.MaxBodyBytes, $"Refused after {written:#,0} bytes, below the limit.");
        await AssertServedAsync();
    }

    private async Task<(HttpStatusCode? Status, long Written)> PostEchoAsync(GeneratedContent content)
    {
        using (content)
        using (var client = new HttpClient { BaseAddress = _target.BaseAddress, Timeout = Patience })
        {
            try
            {
                using var response = await client.PostAsync(new Uri(EchoRoutes.Path, UriKind.Relative), content);
                return (response.StatusCode, content.Written);
            }
            catch (HttpRequestException closed)
            {
                _output.WriteLine($"The connection ended: {closed.Message}");
                return (null, content.Written);
            }
        }
    }

    /// <summary>A request on a connection of its own is answered.</summary>
    private async Task AssertServedAsync()
    {
        using var client = new HttpClient { BaseAddress = _target.BaseAddress, Timeout = Patience };
        Assert.Equal("Hello, World!", await client.GetStringAsync(Plaintext));
    }

    private async Task<Socket> ConnectAsync()
    {
        var socket = new Socket(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);
        try
        {
            await socket.ConnectAsync(_target.BaseAddress.Host, _target.BaseAddress.Port);
            return socket;
        }
        catch
        {
            socket.Dispose();
            throw;
        }
    }

    /// <summary>False once the server closed or reset the connection.</summary>
    private static async Task<bool> TrySendAsync(Socket socket, byte[] bytes)
    {
        try
        {
            await socket.SendAsync(bytes);
            return true;
        }
        catch (SocketException)
        {
            return false;
        }
    }

    /// <summary>Every byte the server sends until it closes or resets the connection, or <paramref name="patience"/>
    /// passes.</summary>
    private static async Task<(RawEnd End, byte[] Received)> ReadToEndAsync(Socket socket, TimeSpan patience)
    {
        using var received = new MemoryStream();
        using var timeout = new CancellationTokenSource(patience);
        var buffer = new byte[16 * 1024];
        while (true)
        {
            int read;
            try
            {
                read = await socket.ReceiveAsync(buffer, SocketFlags.None, timeout.Token);
            }
            catch (SocketException error) when (error.SocketErrorCode == SocketError.ConnectionReset)
            {
                return (RawEnd.Reset, received.ToArray());
            }
            catch (OperationCanceledException) when (timeout.IsCancellationRequested)
            {
                return (RawEnd.StillOpen, received.ToArray());
            }

            if (read == 0)
            {
                return (RawEnd.Closed, received.ToArray());
            }

            received.Write(buffer, 0, read);
        }
    }

    /// <summary>What the server sent, if anything, is a response with <paramref name="status"/>.</summary>
    private static void AssertStatusIfAny(byte[] received, string status)
    {
        if (received.Length > 0)
        {
            Assert.StartsWith($"HTTP/1.1 {status} ", Encoding.Latin1.GetString(received), StringComparison.Ordinal);
        }
    }
}

using HttpLab.Load.Engines;
using HttpLab.Load.Engines.Raw;
using HttpLab.Load.Engines.Raw.Epoll;
using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Engines.Raw;

[RunsApart]
public sealed class RawConnectionTests(ITestOutputHelper output)
{
    private const int Warmup = 20_000;
    private static readonly byte[] Plaintext =
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 13\r\n\r\nHello, World!"u8.ToArray();

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task SendAsync_SteadyState_AllocatesNothingPerRequest(bool epoll)
    {
        await using var server = new FixedResponseServer(Plaintext);
        await using var engine = new RawEngine(server.Url, epoll);
        var connection = (IRawConnection)engine.CreateConnection();
        Assert.IsType(epoll && EpollNative.IsSupported ? typeof(EpollConnection) : typeof(RawConnection), connection);
        var probe = new CompletionProbe();
        for (var index = 0; index < Warmup; index++)
        {
            Assert.Equal(RequestOutcome.Response(200, 13), await probe.SendAsync(connection));
        }

        // Process-wide, so the in-process server and the test host are in it too, now and then: the fewest bytes of
        // three batches is the engine's. A single allocation per request would be 24 bytes or more in every batch.
        const int Batches = 3;
        const int Batch = 10_000;
        const int Requests = Batches * Batch;
        var fewest = double.MaxValue;
        for (var batch = 0; batch < Batches; batch++)
        {
            var before = GC.GetTotalAllocatedBytes(precise: true);
            for (var index = 0; index < Batch; index++)
            {
                await probe.SendAsync(connection);
            }

            var perRequest = (double)(GC.GetTotalAllocatedBytes(precise: true) - before) / Batch;
            output.WriteLine($"batch {batch}: {perRequest:0.00} bytes allocated per request (process-wide)");
            fewest = Math.Min(fewest, perRequest);
        }

        Assert.True(fewest < 8, $"{fewest:0.00} bytes per request in the best of {Batches} batches");
        Assert.Equal(
            Requests * (long)engine.Request.Length + (Warmup * (long)engine.Request.Length), connection.BytesSent);
        Assert.Equal((Requests + (long)Warmup) * Plaintext.Length, connection.BytesReceived);
        await connection.DisposeAsync();
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task SendAsync_ServerSendsTwoResponses_SecondIsUnparsableAndConnectionReplaced(bool epoll)
    {
        await using var server = new FixedResponseServer([.. Plaintext, .. Plaintext]);
        await using var engine = new RawEngine(server.Url, epoll);
        var connection = engine.CreateConnection();

        var first = await new CompletionProbe().SendAsync(connection);

        Assert.Equal(RequestOutcome.Failed(LoadErrorKind.Unparsable), first);
        await connection.DisposeAsync();
    }

    [Fact]
    public void Request_IsAMinimalGetWithHostHeader()
    {
        var engine = new RawEngine(new Uri("http://127.0.0.1:5000/plaintext?x=1"));

        Assert.Equal(
            "GET /plaintext?x=1 HTTP/1.1\r\nHost: 127.0.0.1:5000\r\nUser-Agent: httplab-load\r\nAccept: */*\r\n\r\n",
            System.Text.Encoding.ASCII.GetString(engine.Request.Span));
    }
}

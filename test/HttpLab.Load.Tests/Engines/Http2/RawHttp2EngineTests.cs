using HttpLab.Load.Engines;
using HttpLab.Load.Engines.Http2;
using HttpLab.Load.Requests;
using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Engines.Http2;

[RunsApart]
public sealed class RawHttp2EngineTests(Http2CountingServer server, ITestOutputHelper output)
    : IClassFixture<Http2CountingServer>
{
    [Theory]
    [InlineData(200)]
    [InlineData(404)]
    [InlineData(503)]
    [InlineData(429)]
    [InlineData(418)]
    public async Task Start_StatusFromKestrel_Decoded(int code)
    {
        await using var engine = Engine(server.Path($"status/{code}"));
        var lane = engine.CreateConnection();
        var probe = new CompletionProbe();

        Assert.Equal(code, (await probe.SendAsync(lane)).StatusCode);
        Assert.Equal(code, (await probe.SendAsync(lane)).StatusCode);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(100)]
    [InlineData(3 * 1024 * 1024)]
    public async Task Start_PostBody_ServerGetsItWhole(int size)
    {
        // Larger than any window Kestrel opens at first: the body goes out as its WINDOW_UPDATEs allow.
        var body = new byte[size];
        new Random(size).NextBytes(body);
        await using var engine = Engine(
            server.Path("echo"), [new RequestTemplate { Method = "POST", Url = server.Path("echo"), Body = body }]);
        var lane = engine.CreateConnection();
        var probe = new CompletionProbe();

        // The echo comes back in DATA frames: every byte of them is the response's body.
        Assert.Equal(RequestOutcome.Response(200, size), await probe.SendAsync(lane));

        Assert.Equal(body, server.LastEcho);
        Assert.True(engine.Transferred().Received > size, $"{engine.Transferred().Received} bytes received");
    }

    [Fact]
    public async Task Start_ServerSendsGoAway_ResetThenReconnects()
    {
        await using var scripted = new Http2ScriptedServer(Http2ScriptedBehavior.GoAway);
        await using var engine = Engine(scripted.Url);
        var lane = engine.CreateConnection();
        var probe = new CompletionProbe();

        Assert.Equal(RequestOutcome.Failed(LoadErrorKind.Reset), await probe.SendAsync(lane));
        scripted.Behavior = Http2ScriptedBehavior.Answer;
        Assert.Equal(200, (await probe.SendAsync(lane)).StatusCode);
        Assert.Equal(2, scripted.Connections);
    }

    [Fact]
    public async Task Start_ServerClosesMidStream_EveryStreamResetThenReconnects()
    {
        await using var scripted = new Http2ScriptedServer(Http2ScriptedBehavior.Close);
        await using var engine = Engine(scripted.Url, streams: 3);
        ILoadConnection[] lanes = [engine.CreateConnection(), engine.CreateConnection(), engine.CreateConnection()];
        var probes = lanes.Select(_ => new CompletionProbe()).ToArray();

        var outcomes = await Task.WhenAll(lanes.Select((lane, index) => probes[index].SendAsync(lane).AsTask()));

        // Usually one connection carried all three; a start after the server closed it makes another, closed alike.
        Assert.All(outcomes, outcome => Assert.Equal(RequestOutcome.Failed(LoadErrorKind.Reset), outcome));
        var closed = scripted.Connections;
        scripted.Behavior = Http2ScriptedBehavior.Answer;
        Assert.Equal(200, (await probes[0].SendAsync(lanes[0])).StatusCode);
        Assert.Equal(closed + 1, scripted.Connections);
    }

    [Fact]
    public async Task Abort_StalledStream_ResetsOnlyThatStreamAndTheConnectionGoesOn()
    {
        // The run's requests alternate: the stall first, then a 204.
        await using var engine = Engine(
            server.Path("stall"),
            [
                new RequestTemplate { Url = server.Path("stall") },
                new RequestTemplate { Url = server.Path("status/204") },
            ],
            streams: 2);
        var stalled = engine.CreateConnection();
        var other = engine.CreateConnection();
        var probe = new CompletionProbe();
        var before = server.Connections;

        var pending = probe.SendAsync(stalled);
        await Task.Delay(100);
        Assert.False(pending.IsCompleted);
        stalled.Abort();

        Assert.Equal(RequestOutcome.Failed(LoadErrorKind.Reset), await pending);
        Assert.Equal(204, (await new CompletionProbe().SendAsync(other)).StatusCode);
        Assert.Equal(1, server.Connections - before);
    }

    [Fact]
    public async Task Start_SteadyState_AllocatesNothingPerRequest()
    {
        await using var scripted = new Http2ScriptedServer(Http2ScriptedBehavior.Answer);
        await using var engine = Engine(scripted.Url);
        var lane = engine.CreateConnection();
        var probe = new CompletionProbe();
        for (var index = 0; index < 20_000; index++)
        {
            Assert.Equal(200, (await probe.SendAsync(lane)).StatusCode);
        }

        // Process-wide, so the in-process server and the test host are in it too, now and then: the fewest bytes of
        // three batches is the engine's. A single allocation per request would be 24 bytes or more in every batch.
        const int Batch = 10_000;
        var fewest = double.MaxValue;
        for (var batch = 0; batch < 3; batch++)
        {
            var before = GC.GetTotalAllocatedBytes(precise: true);
            for (var index = 0; index < Batch; index++)
            {
                await probe.SendAsync(lane);
            }

            var perRequest = (double)(GC.GetTotalAllocatedBytes(precise: true) - before) / Batch;
            output.WriteLine($"batch {batch}: {perRequest:0.00} bytes allocated per request (process-wide)");
            fewest = Math.Min(fewest, perRequest);
        }

        Assert.True(fewest < 8, $"{fewest:0.00} bytes per request in the best of 3 batches");
        Assert.Equal(1, scripted.Connections);
    }

    private static RawHttp2Engine Engine(Uri url, int streams = 1) =>
        Engine(url, [new RequestTemplate { Url = url }], streams);

    private static RawHttp2Engine Engine(Uri url, IReadOnlyList<RequestTemplate> requests, int streams = 1)
    {
        var options = new LoadOptions
        {
            Url = url,
            Duration = TimeSpan.FromSeconds(1),
            Http = LoadHttpVersion.Http2,
            Streams = streams,
            Requests = requests,
        };
        return new RawHttp2Engine(options, LoadTarget.Literal(url)!, RequestMix.For(options));
    }
}

using HttpLab.Load.Requests;
using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Engines.Http2;

[RunsApart]
public sealed class RawHttp2LoadTests(Http2CountingServer server, ITestOutputHelper output)
    : IClassFixture<Http2CountingServer>
{
    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_Http2TwoConnectionsFourStreams_TwoConnectionsCarryEightRequestsAtOnce(
        LoadEngineKind engine)
    {
        server.ResetPeak();
        var before = server.Connections;
        var options = new LoadOptions
        {
            Url = server.Slow,
            Connections = 2,
            Streams = 4,
            Http = LoadHttpVersion.Http2,
            Engine = engine,
            Duration = TimeSpan.FromSeconds(1),
            Warmup = TimeSpan.FromMilliseconds(200),
        };

        var report = await LoadTestRun.RunAsync(options, output);

        Assert.Equal(0, report.Errors.Total);
        Assert.True(report.Responses > 8, $"{report.Responses} responses");
        Assert.Equal(report.Responses, report.StatusCodes[200]);
        Assert.Equal(2, server.Connections - before);
        Assert.Equal(8, server.PeakInFlight);
        Assert.True(report.BytesSent > 0 && report.BytesReceived > 0, "bytes counted");
        Assert.Contains("HTTP/2 with prior knowledge", report.EngineDescription, StringComparison.Ordinal);
        Assert.Contains("4 streams per connection", report.EngineDescription, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_MoreStreamsThanTheServerAllows_TheRestWaitInsteadOfFailing()
    {
        server.ResetPeak();
        var before = server.Connections;
        var options = new LoadOptions
        {
            Url = server.Slow,
            Connections = 1,
            Streams = 130,
            Http = LoadHttpVersion.Http2,
            Engine = LoadEngineKind.Raw,
            Duration = TimeSpan.FromSeconds(1),
            Warmup = TimeSpan.FromMilliseconds(200),
        };

        var report = await LoadTestRun.RunAsync(options, output);

        // Kestrel allows 100 streams at once on a connection.
        Assert.Equal(0, report.Errors.Total);
        Assert.True(report.Responses > 100, $"{report.Responses} responses");
        Assert.Equal(100, server.PeakInFlight);
        Assert.Equal(1, server.Connections - before);
    }

    [Fact]
    public async Task RunAsync_SomeStreamsStall_TimeoutsResetThemAndTheRunGoesOn()
    {
        var before = server.Connections;
        var options = new LoadOptions
        {
            Url = server.Slow,
            Requests =
            [
                new RequestTemplate { Url = server.Path("stall") },
                new RequestTemplate { Url = server.Path("status/200"), Weight = 3 },
            ],
            Connections = 1,
            Streams = 4,
            Http = LoadHttpVersion.Http2,
            Engine = LoadEngineKind.Raw,
            Timeout = TimeSpan.FromMilliseconds(200),

            // Three seconds: a stall of the test machine is credited to the stalled streams, which then time out only
            // after it, so a one-second run could end with a handful of responses.
            Duration = TimeSpan.FromSeconds(3),
            Warmup = TimeSpan.FromMilliseconds(200),
        };

        var report = await LoadTestRun.RunAsync(options, output);

        Assert.True(report.Errors.Timeout >= 2, $"{report.Errors.Timeout} timeouts");
        Assert.Equal(report.Errors.Timeout, report.Errors.Total);
        Assert.True(report.Responses >= 10, $"{report.Responses} responses");
        Assert.Equal(1, server.Connections - before);
    }
}

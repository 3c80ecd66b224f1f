using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Engines;

public sealed class Http2LoadTests(Http2CountingServer server, ITestOutputHelper output)
    : IClassFixture<Http2CountingServer>
{
    [Fact]
    public async Task RunAsync_Http2TwoConnectionsFourStreams_TwoConnectionsCarryEightRequestsAtOnce()
    {
        var before = server.Connections;
        var options = new LoadOptions
        {
            Url = server.Slow,
            Connections = 2,
            Streams = 4,
            Http = LoadHttpVersion.Http2,
            Engine = LoadEngineKind.HttpClient,
            Duration = TimeSpan.FromSeconds(1),
            Warmup = TimeSpan.FromMilliseconds(200),
        };

        var report = await LoadTestRun.RunAsync(options, output);

        Assert.Equal(0, report.Errors.Total);
        Assert.True(report.Responses > 8, $"{report.Responses} responses");
        Assert.Equal(2, server.Connections - before);
        Assert.Equal(8, server.PeakInFlight);
        Assert.Contains("HTTP/2 with prior knowledge, 4 streams per connection", report.EngineDescription,
            StringComparison.Ordinal);
    }
}

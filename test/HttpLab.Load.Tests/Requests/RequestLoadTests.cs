using HttpLab.Load.Requests;
using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Requests;

/// <summary>Whole runs with requests beyond a GET: the body reaches the target, a mix keeps its weights.</summary>
[RunsApart]
public sealed class RequestLoadTests(PlaintextTarget target, ITestOutputHelper output) : IClassFixture<PlaintextTarget>
{
    private readonly PlaintextTarget target = target.LogTo(output);

    [Theory]
    [InlineData(LoadEngineKind.Raw, 4096, 200)]
    [InlineData(LoadEngineKind.HttpClient, 4096, 200)]
    // Larger than the most a socket buffers (4 MiB on Linux): the raw engine waits for room to send the rest.
    [InlineData(LoadEngineKind.Raw, 8 * 1024 * 1024, 6)]
    public async Task RunAsync_PostToEcho_EveryBodyArrivesAndComesBack(LoadEngineKind engine, int bodyBytes, int count)
    {
        var echo = new Uri(target.Url, "/echo");
        var options = new LoadOptions
        {
            Url = echo,
            Requests =
            [
                new RequestTemplate { Method = "POST", Url = echo, Body = new byte[bodyBytes], ContentType = "a/b" },
            ],
            Connections = 2,
            Duration = TimeSpan.FromSeconds(5),
            Warmup = TimeSpan.Zero,
            MaxRequests = count,
            Engine = engine,
        };

        var report = await LoadTestRun.RunAsync(options, output);

        Assert.Equal(0, report.Errors.Total);
        Assert.Equal(report.Requests, report.StatusCodes[200]);
        Assert.True(report.BytesSent >= report.Requests * bodyBytes, $"{report.BytesSent} bytes sent");
        // /echo answers with the body it read: a body cut short or never sent would not come back whole.
        Assert.True(report.BytesReceived >= report.Responses * bodyBytes, $"{report.BytesReceived} bytes received");
        Assert.Equal(new ResponseBodies(report.Responses * bodyBytes, bodyBytes, bodyBytes), report.Bodies);
    }

    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_WeightedMix_SharesExactToWithinOneRequest(LoadEngineKind engine)
    {
        await using var server = new RequestCaptureServer();
        var options = new LoadOptions
        {
            Url = server.BaseAddress,
            Requests =
            [
                new RequestTemplate { Url = new Uri(server.BaseAddress, "/a"), Weight = 3 },
                new RequestTemplate { Method = "HEAD", Url = new Uri(server.BaseAddress, "/b") },
            ],
            Connections = 3,
            Duration = TimeSpan.FromSeconds(5),
            Warmup = TimeSpan.Zero,
            MaxRequests = 401,
            Engine = engine,
        };

        var report = await LoadTestRun.RunAsync(options, output);

        Assert.Equal(0, report.Errors.Total);
        var captured = server.Take();
        var sentA = captured.Count(request => request.RequestLine == "GET /a HTTP/1.1");
        var sentB = captured.Count(request => request.RequestLine == "HEAD /b HTTP/1.1");
        output.WriteLine($"{captured.Count} captured: {sentA} GET /a, {sentB} HEAD /b");
        Assert.Equal(captured.Count, sentA + sentB);
        Assert.True(Math.Abs(sentA - (0.75 * captured.Count)) <= 1, $"{sentA} of {captured.Count}");
    }
}

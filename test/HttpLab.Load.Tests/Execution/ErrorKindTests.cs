using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Execution;

[RunsApart]
public sealed class ErrorKindTests(ITestOutputHelper output)
{
    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_ServerResetsEveryConnection_CountsResetsAndEnds(LoadEngineKind engine)
    {
        await using var server = new RawServer(RawServerBehavior.Reset);

        var report = await LoadTestRun.RunAsync(Options(server.Url, engine), output);

        Assert.True(report.Complete);
        Assert.Equal(50, report.Requests);
        Assert.Equal(50, report.Errors.Reset);
        Assert.Equal(50, report.Errors.Total);
        Assert.Equal(0, report.Responses);
    }

    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_NothingListens_CountsRefusalsAndEnds(LoadEngineKind engine)
    {
        using var refusing = new RefusingPort();
        var report = await LoadTestRun.RunAsync(Options(refusing.Url("/plaintext"), engine), output);

        Assert.True(report.Complete);
        Assert.Equal(50, report.Requests);
        Assert.Equal(50, report.Errors.Refused);
        Assert.Equal(50, report.Errors.Total);
    }

    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_ServerAnswersGarbage_CountsUnparsableAndReplacesConnections(LoadEngineKind engine)
    {
        await using var server = new RawServer(RawServerBehavior.Garbage);

        var report = await LoadTestRun.RunAsync(Options(server.Url, engine), output);

        Assert.True(report.Complete);
        Assert.Equal(50, report.Requests);
        Assert.Equal(50, report.Errors.Unparsable);
        Assert.Empty(report.StatusCodes);
    }

    [Fact]
    public async Task RunAsync_ServerNeverAnswers_TimeoutsThenTheRestNotSentAndEnds()
    {
        await using var server = new RawServer(RawServerBehavior.Silent);
        var options = Options(server.Url, LoadEngineKind.Raw) with
        {
            Timeout = TimeSpan.FromMilliseconds(300), Connections = 2, MaxInFlight = 10,
        };

        var report = await LoadTestRun.RunAsync(options, output);

        // 2 connections each time out every 300 ms; the queue of 8 fills and the rest are not sent. The request on
        // each connection when the run ends is always a timeout; more of them only when the test machine does not
        // stall (a stall is credited to the requests on the wire and pushes their timeouts past the end).
        Assert.True(report.Complete);
        Assert.True(report.Errors.Timeout >= 2, $"{report.Errors.Timeout} timeouts");
        Assert.True(report.Errors.NotSent >= 20, $"{report.Errors.NotSent} not sent");
        Assert.Equal(50, report.Errors.Total);
        Assert.Equal(50 - report.Errors.NotSent, report.Requests);
    }

    private static LoadOptions Options(Uri url, LoadEngineKind engine) => new()
    {
        Url = url,
        Rate = TargetRate.Constant(50),
        Duration = TimeSpan.FromSeconds(1),
        Warmup = TimeSpan.Zero,
        Connections = 4,
        Timeout = TimeSpan.FromSeconds(2),
        Engine = engine,
    };
}

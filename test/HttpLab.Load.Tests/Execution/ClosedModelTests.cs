using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Execution;

[RunsApart]
public sealed class ClosedModelTests(PlaintextTarget target, ITestOutputHelper output) : IClassFixture<PlaintextTarget>
{
    private readonly PlaintextTarget target = target.LogTo(output);

    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_ClosedModel_SendsBackToBackAndLatencyIsUncorrected(LoadEngineKind engine)
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Connections = 4,
            Duration = TimeSpan.FromSeconds(1),
            Warmup = TimeSpan.FromMilliseconds(300),
            Engine = engine,
        };

        var report = await LoadTestRun.RunAsync(options, output);

        Assert.True(report.Complete);
        Assert.Equal(0, report.Errors.Total);
        Assert.True(report.Requests > 100, $"{report.Requests} requests");
        Assert.Equal(report.Requests, report.StatusCodes[200]);
        Assert.Equal(new ResponseBodies(13 * report.Responses, 13, 13), report.Bodies);
        Assert.Null(report.TargetRps);
        Assert.Equal(report.UncorrectedLatency.TotalCount, report.Latency.TotalCount);
        Assert.True(
            report.SendLateness.TotalCount > 0, "The turnaround between a response and the next send is recorded.");
    }

    [Fact]
    public async Task RunAsync_ClosedModelWithRequestCap_StopsAtTheCapExactly()
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Connections = 8,
            Duration = TimeSpan.FromSeconds(30),
            Warmup = TimeSpan.Zero,
            MaxRequests = 500,
        };

        var report = await LoadTestRun.RunAsync(options, output);

        Assert.Equal(500, report.Requests);
        Assert.True(report.MeasuredTime < TimeSpan.FromSeconds(10), $"measured {report.MeasuredTime}");
    }
}

using HdrHistogram;
using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Execution;

[RunsApart]
public sealed class CoordinatedOmissionTests(UnreliableServer server, ITestOutputHelper output)
    : IClassFixture<UnreliableServer>
{
    private readonly UnreliableServer server = server.LogTo(output);

    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_OneResponseStalls500Ms_CorrectedP99ShowsItUncorrectedDoesNot(LoadEngineKind engine)
    {
        // 100 req/s on one connection: the 150th request (0.5 s into measuring) holds the connection for 500 ms, and
        // the ~50 requests due meanwhile wait. Measured from when they were due they are late; from when sent they are
        // not.
        var options = new LoadOptions
        {
            Url = server.Stall($"co-{engine}", at: 150, milliseconds: 500),
            Rate = TargetRate.Constant(100),
            Duration = TimeSpan.FromSeconds(3),
            Warmup = TimeSpan.FromSeconds(1),
            Connections = 1,
            Engine = engine,
        };

        var report = await LoadTestRun.RunAsync(options, output);

        Assert.Equal(300, report.Requests);
        Assert.Equal(0, report.Errors.Total);
        Assert.True(
            report.Latency.GetValueAtPercentile(99) >= 400_000,
            $"corrected p99 {report.Latency.GetValueAtPercentile(99)} us");
        // Half the stall, not a tighter bound: on a loaded 2-core machine the generator's own delays reach tens of ms.
        Assert.True(
            report.UncorrectedLatency.GetValueAtPercentile(99) < 250_000,
            $"uncorrected p99 {report.UncorrectedLatency.GetValueAtPercentile(99)} us");
        Assert.True(
            report.UncorrectedLatency.GetMaxValue() >= 490_000,
            "The stalled request itself is in the uncorrected latency too.");
    }
}

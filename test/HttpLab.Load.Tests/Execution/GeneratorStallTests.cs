using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Execution;

/// <summary>
/// The generator's own process stalls while raw requests are on the wire (their send posted by the scheduler thread,
/// their completions queued behind the stall). The wait was the generator's: no request may be aborted as a timeout for
/// it. Against /truncated, in the same process, every request must still reach the server and end as a reset.
/// </summary>
[RunsApart]
public sealed class GeneratorStallTests(UnreliableServer server, ITestOutputHelper output)
    : IClassFixture<UnreliableServer>
{
    private readonly UnreliableServer server = server.LogTo(output);

    [Fact]
    public async Task RunAsync_ThreadPoolStalledWhileRawRequestsAreInFlight_EveryRequestReachesTheServerAndIsReset()
    {
        var options = new LoadOptions
        {
            Url = server.Truncated,
            Rate = TargetRate.Constant(10),
            Duration = TimeSpan.FromSeconds(2),
            Warmup = TimeSpan.Zero,
            Connections = 4,
            Timeout = TimeSpan.FromMilliseconds(500),
            Engine = LoadEngineKind.Raw,
        };
        var hitsBefore = server.TruncatedHits;

        // Twice the timeout, from 0.5 s in: the four connections each start a request during it.
        var stall = ThreadPoolStall.Start(TimeSpan.FromMilliseconds(500), TimeSpan.FromSeconds(1));
        var report = await LoadTestRun.RunAsync(options, output);
        stall.Join();

        output.WriteLine($"server saw {server.TruncatedHits - hitsBefore} requests");
        Assert.Equal(20, report.Requests);
        Assert.Equal(0, report.Errors.Timeout);
        Assert.Equal(20, report.Errors.Reset);
        Assert.Equal(report.Requests, server.TruncatedHits - hitsBefore);
        Assert.Contains(report.Seconds, second => second.GeneratorPauseUs >= 200_000);
        Assert.Empty(report.StalledSeconds);
        Assert.Contains(
            "the generator's own process stalled for up to", report.GeneratorLimitedReason, StringComparison.Ordinal);
    }
}

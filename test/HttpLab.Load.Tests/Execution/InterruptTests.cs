using System.Diagnostics;
using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Execution;

[RunsApart]
public sealed class InterruptTests(PlaintextTarget target, ITestOutputHelper output) : IClassFixture<PlaintextTarget>
{
    private readonly PlaintextTarget target = target.LogTo(output);

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task RunAsync_CancelledWhileMeasuring_StopsAtOnceAndKeepsWhatWasMeasured(bool open)
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Rate = open ? TargetRate.Constant(200) : null,
            Duration = TimeSpan.FromMinutes(10),
            Warmup = TimeSpan.FromMilliseconds(200),
        };
        // 3 s leaves room for a stall of the test machine before measuring starts (start-up and warm-up) and still
        // gives at least half a second of measurement.
        using var stop = new CancellationTokenSource(TimeSpan.FromSeconds(3));
        var started = Stopwatch.GetTimestamp();

        var report = await LoadTestRun.RunAsync(options, output, stop.Token);

        Assert.True(Stopwatch.GetElapsedTime(started) < TimeSpan.FromSeconds(12), "A stop is prompt.");
        Assert.False(report.Complete);
        Assert.True(report.Requests > 0);
        Assert.InRange(report.MeasuredTime, TimeSpan.FromSeconds(0.5), TimeSpan.FromSeconds(6));
        Assert.Equal(0, report.Errors.Total);
        Assert.NotEmpty(report.Seconds);
    }

    [Fact]
    public async Task RunAsync_CancelledDuringWarmup_ReturnsAnEmptyIncompleteReport()
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Rate = TargetRate.Constant(100),
            Duration = TimeSpan.FromSeconds(5),
            Warmup = TimeSpan.FromSeconds(30),
        };
        using var stop = new CancellationTokenSource(TimeSpan.FromMilliseconds(300));

        var report = await LoadTestRun.RunAsync(options, output, stop.Token);

        Assert.False(report.Complete);
        Assert.Equal(0, report.Requests);
        Assert.Empty(report.Seconds);
        Assert.Null(report.AchievedRps);
    }
}

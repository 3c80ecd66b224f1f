using System.Diagnostics;
using HttpLab.Load.Scheduling;
using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Execution;

/// <summary>
/// Several generators in one process against Kestrel, given one start time and a shard each: together they send
/// what one generator would, each its share, all beginning at the start time.
/// </summary>
[RunsApart]
public sealed class ShardedRunTests(PlaintextTarget target, ITestOutputHelper output) : IClassFixture<PlaintextTarget>
{
    private readonly PlaintextTarget target = target.LogTo(output);

    [Fact]
    public async Task RunAsync_ThreeOpenShardsFromOneStartTime_SendTheWholeScheduleBetweenThem()
    {
        // Two seconds ahead, so a stall of the test machine during the shards' start-up still leaves them waiting.
        var startAt = DateTimeOffset.UtcNow.AddSeconds(2);
        var whole = new LoadOptions
        {
            Url = target.Url,
            Rate = TargetRate.Constant(300),
            Duration = TimeSpan.FromSeconds(1),
            Warmup = TimeSpan.FromMilliseconds(200),
            Connections = 4,
            StartAt = startAt,
        };
        var waiting = new List<LoadProgress>();
        var progress = new SynchronousProgress<LoadProgress>(update =>
        {
            lock (waiting)
            {
                waiting.Add(update);
            }
        });

        var reports = await Task.WhenAll(Enumerable.Range(1, 3).Select(index => LoadRunner.RunAsync(
            whole with { Shard = new LoadShard(index, 3) }, index == 1 ? progress : null, CancellationToken.None)));

        var schedule = new RateSchedule(whole.Rate!.Value, whole.EffectiveWarmup, whole.Duration);
        Assert.Equal(300, schedule.MeasuredCount());
        Assert.Equal(schedule.MeasuredCount(), reports.Sum(report => report.Due));
        Assert.Equal(schedule.MeasuredCount(), reports.Sum(report => report.Requests));
        Assert.Equal([100L, 100, 100], reports.Select(report => report.Requests));
        Assert.All(reports, report =>
        {
            Assert.True(report.Complete);
            Assert.Equal(0, report.Errors.Total);
            Assert.Equal(100, report.TargetRps);
            Assert.Equal(startAt + whole.EffectiveWarmup, report.MeasureStartUtc);
            Assert.InRange(report.MeasuredTime, whole.Duration, whole.Duration + TimeSpan.FromSeconds(1.5));
        });
        Assert.Contains(
            waiting, update => update.Phase == LoadPhase.WaitingForStart && update.StartsIn > TimeSpan.Zero);
        Assert.True(DateTimeOffset.UtcNow >= startAt + whole.EffectiveWarmup + whole.Duration, "Nothing began early.");
    }

    [Fact]
    public async Task RunAsync_ThreeClosedShardsWithARequestCap_SendTheCapBetweenThem()
    {
        var whole = new LoadOptions
        {
            Url = target.Url,
            Duration = TimeSpan.FromSeconds(10),
            Warmup = TimeSpan.Zero,
            Connections = 2,
            MaxRequests = 100,
        };

        var reports = await Task.WhenAll(Enumerable.Range(1, 3).Select(index =>
            LoadTestRun.RunAsync(whole with { Shard = new LoadShard(index, 3) }, output)));

        Assert.Equal([34L, 33, 33], reports.Select(report => report.Requests));
        Assert.All(reports, report => Assert.Null(report.TargetRps));
    }

    [Fact]
    public async Task RunAsync_CancelledWhileWaitingForTheStartTime_ThrowsAtOnceHavingSentNothing()
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Rate = TargetRate.Constant(100),
            Duration = TimeSpan.FromSeconds(1),
            StartAt = DateTimeOffset.UtcNow.AddMinutes(10),
        };
        using var stop = new CancellationTokenSource(TimeSpan.FromMilliseconds(300));
        var started = Stopwatch.GetTimestamp();

        await Assert.ThrowsAnyAsync<OperationCanceledException>(
            () => LoadRunner.RunAsync(options, null, stop.Token));

        Assert.True(Stopwatch.GetElapsedTime(started) < TimeSpan.FromSeconds(5), "A stop while waiting is prompt.");
    }
}

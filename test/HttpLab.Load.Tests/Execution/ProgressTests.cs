using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Execution;

/// <summary>What a real run reports once a second, for the live view and the progress line.</summary>
[RunsApart]
public sealed class ProgressTests(PlaintextTarget target, ITestOutputHelper output) : IClassFixture<PlaintextTarget>
{
    private readonly PlaintextTarget target = target.LogTo(output);

    [Fact]
    public async Task RunAsync_Constant200Rps_ReportsTargetPercentilesErrorsAndCpuEachSecond()
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Rate = TargetRate.Constant(200),
            Duration = TimeSpan.FromSeconds(3),
            Warmup = TimeSpan.FromSeconds(1),
            Connections = 4,
        };

        var (report, updates) = await RunAsync(options);

        Assert.All(updates, update =>
        {
            Assert.Equal(TimeSpan.FromSeconds(4), update.Planned);
            Assert.Equal(Environment.ProcessorCount, update.ProcessorCount);
            Assert.InRange(update.InFlight, 0, 4);
            Assert.Equal(0, update.ErrorsByKind.Total);
        });
        var warmup = updates.Where(update => update.Phase == LoadPhase.WarmingUp).ToList();
        Assert.NotEmpty(warmup);
        Assert.All(warmup, update => Assert.Equal(200, update.TargetRps));
        Assert.All(warmup, update => Assert.Null(update.LastSecond));

        var measuring = updates.Where(update => update.Phase == LoadPhase.Measuring).ToList();
        Assert.NotEmpty(measuring);
        Assert.All(measuring, update =>
        {
            Assert.Equal(200, update.TargetRps);
            var second = Assert.IsType<LoadSecond>(update.LastSecond);
            Assert.True(second.P50Us > 0 && second.P99Us >= second.P50Us, $"p50 {second.P50Us}, p99 {second.P99Us}");
            Assert.True(second.UncorrectedP99Us > 0, $"uncorrected p99 {second.UncorrectedP99Us}");
            Assert.True(update.CurrentRps > 0, $"{update.CurrentRps} req/s");
            Assert.True(update.Requests > 0);
            Assert.Equal(0, update.LastSecondErrors.Total);
            Assert.True(update.GeneratorCores > 0, "the generator used no CPU in a second of sending");
        });

        // Send lateness now comes from the sampler's seconds: every measured request once, none lost between them.
        Assert.Equal(600, report.SendLateness.TotalCount);
    }

    [Fact]
    public async Task RunAsync_ResponsesOutlastTheDuration_ReportsTheDrainWithoutATarget()
    {
        var options = new LoadOptions
        {
            Url = new Uri(target.Url, "delay?headersMs=1500"),
            Rate = TargetRate.Constant(10),
            Duration = TimeSpan.FromSeconds(1),
            Warmup = TimeSpan.Zero,
            Connections = 20,
            Timeout = TimeSpan.FromSeconds(5),
        };

        var (report, updates) = await RunAsync(options);

        Assert.Equal(10, report.Responses);
        var draining = updates.Where(update => update.Phase == LoadPhase.Draining).ToList();
        Assert.NotEmpty(draining);
        Assert.All(draining, update => Assert.Null(update.TargetRps));
        Assert.All(draining, update => Assert.True(update.Elapsed >= TimeSpan.FromSeconds(1), $"{update.Elapsed}"));

        // Every request waits 1.5 s, so when sending ends those of the last 1.5 s are on the wire.
        Assert.True(draining[0].InFlight > 0, "nothing in flight when the drain started");
    }

    [Fact]
    public async Task RunAsync_Ramp100To300Over3Seconds_TargetFollowsTheRamp()
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Rate = new TargetRate(100, 300),
            Duration = TimeSpan.FromSeconds(3),

            // Long enough that the sampler reports the warm-up even after a stall of the test machine.
            Warmup = TimeSpan.FromSeconds(1.5),
            Connections = 4,
        };

        var (_, updates) = await RunAsync(options);

        Assert.Contains(updates, update => update.Phase == LoadPhase.WarmingUp && update.TargetRps == 100);
        var measuring = updates.Where(update => update.Phase == LoadPhase.Measuring).ToList();
        var targets = measuring.Select(update => update.TargetRps!.Value).ToList();

        // The first interval's requests are the ramp's rate at its middle: 100 + 200 x middle / 3, about 133 for a
        // sampler on time. Its end is when the sampler took it, later on a busy machine, so the middle comes from the
        // interval the report names (its wall-clock ends are whole milliseconds: a rate within 1 req/s).
        var first = measuring[0].LastSecond!;
        Assert.Equal(0, first.Second);
        var middle = (first.EndUtc - first.StartUtc).TotalSeconds / 2;
        Assert.InRange(targets[0], 100 + (200 * middle / 3) - 1, 100 + (200 * middle / 3) + 1);
        // About a second long: a timer may fire a few milliseconds early, and the ends are whole milliseconds of
        // two clocks (0.997 s was seen under load).
        Assert.InRange(middle, 0.45, 1.5);
        Assert.Equal(targets.Order(), targets);
        Assert.All(targets, rate => Assert.InRange(rate, 100, 300));
    }

    [Fact]
    public async Task RunAsync_NothingListens_ReportsTheSecondsRefusalsByKind()
    {
        using var refusing = new RefusingPort();
        var options = new LoadOptions
        {
            Url = refusing.Url("/plaintext"),
            Rate = TargetRate.Constant(50),
            Duration = TimeSpan.FromSeconds(2),
            Warmup = TimeSpan.Zero,
            Connections = 4,
            Timeout = TimeSpan.FromSeconds(2),
        };

        var (report, updates) = await RunAsync(options);

        var measured = Assert.Single(updates, update => update.Phase == LoadPhase.Measuring);
        Assert.True(measured.LastSecondErrors.Refused > 0, $"{measured.LastSecondErrors}");
        Assert.Equal(measured.LastSecondErrors.Refused, measured.LastSecondErrors.Total);
        Assert.InRange(measured.ErrorsByKind.Refused, measured.LastSecondErrors.Refused, report.Errors.Refused);

        // A refusal is in the latency at the time it waited, so even a second of refusals has a p99.
        Assert.True(measured.LastSecond!.P99Us > 0);
        Assert.Equal(0, measured.CurrentRps);
    }

    private async Task<(LoadReport Report, List<LoadProgress> Updates)> RunAsync(LoadOptions options)
    {
        var updates = new List<LoadProgress>();
        var report = await LoadRunner.RunAsync(
            options,
            new SynchronousProgress<LoadProgress>(update =>
            {
                lock (updates)
                {
                    updates.Add(update);
                }
            }),
            CancellationToken.None);
        foreach (var update in updates)
        {
            output.WriteLine(
                $"{update.Phase} {update.Elapsed.TotalSeconds:0.000} s: {update.CurrentRps:0.0} of {update.TargetRps} "
                + $"req/s, p99 {update.LastSecond?.P99Us} us, errors {update.LastSecondErrors}, "
                + $"late p99 {update.SendLatenessP99Us} us, {update.GeneratorCores:0.00} cores, "
                + $"{update.InFlight} in flight");
        }

        return (report, updates);
    }
}

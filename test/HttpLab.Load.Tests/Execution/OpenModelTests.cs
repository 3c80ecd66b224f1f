using HdrHistogram;
using HttpLab.Load.Tests.Support;
using HttpLab.Load.Verdicts;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Execution;

[RunsApart]
public sealed class OpenModelTests(PlaintextTarget target, ITestOutputHelper output) : IClassFixture<PlaintextTarget>
{
    private readonly PlaintextTarget target = target.LogTo(output);

    [Fact]
    public async Task RunAsync_SendQuantumTwiceTheSpacing_KeepsTheCountAndSendsHalfAtLeastASpacingLate()
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Rate = TargetRate.Constant(2000),
            Duration = TimeSpan.FromSeconds(1),
            Warmup = TimeSpan.FromMilliseconds(200),
            Connections = 8,
            SendQuantum = TimeSpan.FromMilliseconds(1),
        };

        var report = await LoadTestRun.RunAsync(options, output);

        // Wakes come at least 1 ms apart, so of the two requests due in each millisecond the first waits the 500 us
        // to the next wake or longer: a busier machine can only make them later, never earlier.
        Assert.Equal(2000, report.Requests);
        Assert.Equal(2000, report.SendLateness.TotalCount);
        var halfASpacingLate = report.SendLateness.RecordedValues()
            .Where(bucket => bucket.ValueIteratedTo >= 450)
            .Sum(bucket => bucket.CountAtValueIteratedTo);
        Assert.True(halfASpacingLate >= 900, $"{halfASpacingLate} of 2,000 sends at least 450 us late");
        Assert.True(report.SendLateness.GetMean() >= 200, $"mean send lateness {report.SendLateness.GetMean()} us");
    }

    [SkippableTheory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_200RpsFor3Seconds_SendsTheScheduleExactly(LoadEngineKind engine)
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Rate = TargetRate.Constant(200),
            Duration = TimeSpan.FromSeconds(3),
            Warmup = TimeSpan.FromSeconds(1),
            Connections = 4,
            Engine = engine,
        };

        var report = await LoadTestRun.RunAsync(options, output);

        // The count comes from the schedule, not from timing: it is exact however busy the machine is.
        Assert.True(report.Complete);
        Assert.Equal(0, report.Errors.Total);
        Assert.Equal(600, report.Requests);
        Assert.Equal(600, report.StatusCodes[200]);
        Assert.Equal(600, report.Latency.TotalCount);
        Assert.Equal(600, report.Seconds.Sum(second => second.Responses));
        Assert.Equal(3, report.Seconds.Count);
        Assert.Equal(200, report.TargetRps);
        Assert.True(
            report.BytesSent > 600 * 40 && report.BytesReceived > 600 * 13,
            $"{report.BytesSent} sent, {report.BytesReceived} received");
        // The achieved rate is timing: a machine too busy for the generator to keep up cannot show it.
        Skip.If(
            report.GeneratorLimited,
            $"the achieved rate was not checked: the generator could not keep up on this machine "
                + $"({GeneratorCheck.Reason(report)})");
        Assert.InRange(report.AchievedRps!.Value, 200 * 0.99, 200 * 1.01);
    }

    [Fact]
    public async Task RunAsync_Ramp100To300Over2Seconds_SendsTheRampsArea()
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Rate = new TargetRate(100, 300),
            Duration = TimeSpan.FromSeconds(2),
            Warmup = TimeSpan.FromMilliseconds(500),
        };

        var updates = new List<LoadProgress>();
        var report = await LoadRunner.RunAsync(
            options,
            new SynchronousProgress<LoadProgress>(update => { lock (updates) { updates.Add(update); } }),
            CancellationToken.None);

        Assert.Equal(400, report.Requests);
        Assert.Contains(
            updates, update => update.Phase == LoadPhase.Measuring && update.Requests > 0 && update.CurrentRps > 0);
        Assert.Equal(200, report.TargetRps);
        Assert.True(
            report.Seconds[1].Responses > report.Seconds[0].Responses,
            "The second second carries more of the ramp than the first.");
    }

    [Fact]
    public async Task RunAsync_RequestCap_StopsAtTheCap()
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Rate = TargetRate.Constant(500),
            Duration = TimeSpan.FromSeconds(30),
            Warmup = TimeSpan.Zero,
            MaxRequests = 250,
        };

        var report = await LoadTestRun.RunAsync(options, output);

        Assert.Equal(250, report.Requests);
        Assert.True(report.MeasuredTime < TimeSpan.FromSeconds(5), $"measured {report.MeasuredTime}");
    }
}

using HttpLab.Load.Verdicts;

namespace HttpLab.Load.Tests.Verdicts;

public sealed class GeneratorCheckTests
{
    [Fact]
    public void Reason_OnTimeAndOnRate_Null() =>
        Assert.Null(GeneratorCheck.Reason(SampleReports.Open(), processorCount: 2));

    [Fact]
    public void Reason_LatenessP99AboveOneMillisecond_SaysSoNamingTheSeconds()
    {
        var report = SampleReports.Open(
            latenessP99Us: 1500, shape: second => second.Second == 1 ? second with { LateSends = 20 } : second);

        var reason = GeneratorCheck.Reason(report, processorCount: 2);

        Assert.NotNull(reason);
        Assert.StartsWith("send lateness p99 is 3", reason, StringComparison.Ordinal);
        Assert.Contains(
            " ms, above the 1 ms limit: requests left more than 1 ms after they were due, 20 of them in 1–2 s",
            reason,
            StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(0, 0, true)]
    [InlineData(0, 1000, false)]
    [InlineData(1, 0, false)]
    public void Reason_LateSendsOnlyInTheFirstSecondWithoutWarmup_NamesTheStartUp(
        int lateSecond, int warmupMilliseconds, bool startUp)
    {
        var report = SampleReports.Open(
            latenessP99Us: 1500,
            shape: second => second.Second == lateSecond ? second with { LateSends = 20 } : second);
        report = report with
        {
            Options = report.Options with { Warmup = TimeSpan.FromMilliseconds(warmupMilliseconds) },
        };

        var reason = GeneratorCheck.Reason(report, processorCount: 2);

        Assert.NotNull(reason);
        Assert.Equal(
            startUp,
            reason.Contains("all in the first second of a run without a warm-up", StringComparison.Ordinal));
        Assert.Equal(
            !startUp,
            reason.Contains("the generator could not keep to its schedule", StringComparison.Ordinal));
    }

    [Theory]
    [InlineData(1, 40, false)]
    [InlineData(2, 40, true)]
    [InlineData(10, 1000, false)]
    [InlineData(25, 1000, true)]
    [InlineData(1_050, 100_000, false)]
    [InlineData(1_200, 100_000, true)]
    public void LateBeyondChance_LateSendsOfAll_TrueOnlyWhenTheLateShareIsSurelyAboveOnePercent(
        long late, long sends, bool expected)
    {
        var lateness = LatencyHistograms.Create();
        lateness.RecordValueWithCount(1_500, late);
        lateness.RecordValueWithCount(40, sends - late);

        Assert.Equal(expected, GeneratorCheck.LateBeyondChance(lateness));
    }

    [Fact]
    public void LateBeyondChance_SendsExactlyOneMillisecondLate_NotLate()
    {
        var lateness = LatencyHistograms.Create();
        lateness.RecordValueWithCount(1_000, 50);

        Assert.False(GeneratorCheck.LateBeyondChance(lateness));
    }

    [Fact]
    public void Reason_ProcessUsedNearlyEveryCore_SaysSoNamingTheSeconds()
    {
        var report = SampleReports.Open(
            shape: second => second.Second >= 1 ? second with { GeneratorCpuSeconds = 1.9 } : second);

        var reason = GeneratorCheck.Reason(report, processorCount: 2);

        Assert.Equal("the generator's process used 1.90 of 2 cores in 1–3 s", reason);
    }

    [Fact]
    public void Reason_TimersRanLate_StalledNamingTheSecondsButNotForSchedulingNoise()
    {
        var stalled = SampleReports.Open(
            shape: second => second with { GeneratorPauseUs = second.Second == 2 ? 733_000 : 9_000 });

        var reason = GeneratorCheck.Reason(stalled, processorCount: 2);

        Assert.Equal(
            "the generator's own process stalled for up to 733 ms in 2–3 s "
                + "(its timers ran late while it ran no garbage collection: the machine did not run it, or its thread "
                + "pool was starved), so answers that came meanwhile were timed late",
            reason);
    }

    [Fact]
    public void Reason_TimersRanLateWhileCollecting_NamesTheCollectionsOfThoseSecondsAndTheirPause()
    {
        var stalled = SampleReports.Open(
            shape: second => second.Second == 2
                ? second with { GeneratorPauseUs = 733_000, GeneratorCollections = 3, GeneratorGcPauseUs = 690_500 }
                : second with { GeneratorCollections = 5, GeneratorGcPauseUs = 2_000 });

        var reason = GeneratorCheck.Reason(stalled, processorCount: 2);

        Assert.Equal(
            "the generator's own process stalled for up to 733 ms in 2–3 s "
                + "(its timers ran late; its 3 garbage collections in those seconds paused it for 690.5 ms in all), "
                + "so answers that came meanwhile were timed late",
            reason);
    }

    [Fact]
    public void Reason_RateShortWithoutAServerCause_BlamesTheGenerator()
    {
        var report = SampleReports.Open() with { MeasuredTime = TimeSpan.FromSeconds(3.1) };

        var reason = GeneratorCheck.Reason(report, processorCount: 2);

        Assert.Equal(
            "achieved 967.7 responses/s is 3.2% below the target 1,000.0 req/s, "
                + "and the server gave no cause (no connection waited for it, no errors)",
            reason);
    }

    [Fact]
    public void Reason_RateShortBecauseEveryConnectionWaited_NotTheGenerator()
    {
        var report = SampleReports.Open(
            requests: 3000,
            errors: new LoadErrorCounts(0, 0, 0, 0, 60),
            shape: second => second with { WaitedForConnection = 100, NotSentAtEnd = second.Second == 2 ? 60 : 0 });
        report = report with { ServerLimitedReason = ServerCheck.Reason(report) };

        Assert.Null(GeneratorCheck.Reason(report, processorCount: 2));
        Assert.StartsWith(
            "achieved 980.0 responses/s is 2.0% below the target 1,000.0 req/s: every one of the 16 connections",
            report.ServerLimitedReason,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Reason_AchievedWithinOnePercent_Null() =>
        Assert.Null(GeneratorCheck.Reason(
            SampleReports.Open(requests: 3000, errors: new LoadErrorCounts(0, 0, 0, 0, 29)), processorCount: 2));
}

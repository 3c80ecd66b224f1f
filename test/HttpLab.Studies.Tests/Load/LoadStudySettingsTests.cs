using HttpLab.Load;
using HttpLab.Load.Thresholds;
using HttpLab.Studies.Load;

namespace HttpLab.Studies.Tests.Load;

public sealed class LoadStudySettingsTests
{
    [Fact]
    public void For_QuickDefaults_TheEarlierStudysRatesThenTheClosedModel()
    {
        var settings = LoadStudySettings.For(StudyProfile.Quick, new LoadStudyOptions());

        Assert.Equal(
            ["open 500 rps", "open 1000 rps", "closed 32 connections"], settings.Runs.Select(run => run.Label));
        Assert.Equal(TimeSpan.FromSeconds(5), settings.Duration);
    }

    [Fact]
    public void For_SmokeDefaults_LowRatesAndShortRuns()
    {
        var settings = LoadStudySettings.For(StudyProfile.Smoke, new LoadStudyOptions());

        Assert.Equal(["open 50 rps", "open 100 rps", "closed 4 connections"], settings.Runs.Select(run => run.Label));
        Assert.Equal(TimeSpan.FromSeconds(1), settings.Duration);
    }

    [Fact]
    public void For_ChosenRatesAndConnections_Used()
    {
        var settings = LoadStudySettings.For(
            StudyProfile.Full, new LoadStudyOptions { Rates = [2000, 200, 2000], Connections = 8 });

        Assert.Equal(["open 2000 rps", "open 200 rps", "closed 8 connections"], settings.Runs.Select(run => run.Label));
    }

    [Theory]
    [InlineData(0)]
    [InlineData(LoadStudyOptions.MaxRate + 1)]
    public void Validate_RateOutOfRange_SaysSo(int rate) =>
        Assert.Contains(
            $"not {rate}", new LoadStudyOptions { Rates = [500, rate] }.Validate(), StringComparison.Ordinal);

    [Theory]
    [InlineData(0)]
    [InlineData(LoadStudyOptions.MaxConnections + 1)]
    public void Validate_ConnectionsOutOfRange_SaysSo(int connections) =>
        Assert.Contains(
            $"not {connections}",
            new LoadStudyOptions { Connections = connections }.Validate(),
            StringComparison.Ordinal);

    [Fact]
    public void For_InvalidOptions_Throws() =>
        Assert.Throws<ArgumentException>(
            () => LoadStudySettings.For(StudyProfile.Quick, new LoadStudyOptions { Rates = [] }));

    [Theory]
    [InlineData(50, 16)]
    [InlineData(500, 125)]
    [InlineData(1000, 250)]
    [InlineData(100_000, 1024)]
    public void Open_Rate_AConnectionPerFourMillisecondsOfIt(int rate, int connections) =>
        Assert.Equal(connections, LoadRunKind.Open(rate).Connections);

    [Theory]
    [InlineData(StudyProfile.Smoke, 2, 0.1, 0.5, 400.0)]
    [InlineData(StudyProfile.Quick, 30, 1, 2, null)]
    [InlineData(StudyProfile.Full, 90, 2, 6, null)]
    public void For_Profile_CapacityAtP99Under10msWithinTheProfilesBudget(
        StudyProfile profile, double budget, double warmup, double step, double? cap)
    {
        var plan = LoadStudySettings.For(profile, new LoadStudyOptions()).Capacity;

        Assert.NotNull(plan);
        Assert.Equal("capacity p99<10ms", plan.Label);
        Assert.Equal(TimeSpan.FromSeconds(budget), plan.Budget);
        Assert.Equal(TimeSpan.FromSeconds(warmup), plan.StepWarmup);
        Assert.Equal(TimeSpan.FromSeconds(step), plan.StepDuration);
        Assert.Equal(200, plan.StartRps);
        Assert.Equal(cap, plan.RpsCap);
    }

    [Theory]
    [InlineData(StudyProfile.Quick, 30942.2, 7700.0)]
    [InlineData(StudyProfile.Quick, 1234.0, 300.0)]
    [InlineData(StudyProfile.Quick, 400.0, 200.0)]
    [InlineData(StudyProfile.Quick, null, 200.0)]
    [InlineData(StudyProfile.Smoke, 20000.0, 400.0)]
    public void FirstRps_ClosedModelThroughput_AQuarterOfItRoundedDownWithinTheBounds(
        StudyProfile profile, double? closedRps, double expected)
    {
        var plan = LoadStudySettings.For(profile, new LoadStudyOptions()).Capacity!;

        Assert.Equal(expected, plan.FirstRps(closedRps));
        var search = plan.Search(
            new Uri("http://127.0.0.1:5000/baseline"), closedRps, TimeSpan.FromSeconds(15), LoadEngineKind.Raw);
        Assert.Equal(expected, search.StartRps);
    }

    [Fact]
    public void For_ChosenSlo_EveryThresholdInTheLabel()
    {
        var plan = LoadStudySettings.For(
            StudyProfile.Quick,
            new LoadStudyOptions { Slo = [LoadThreshold.Parse("p99<5ms"), LoadThreshold.Parse("errors<0.1%")] })
            .Capacity!;

        Assert.Equal("capacity p99<5ms and errors<0.1%", plan.Label);
        Assert.Equal(["p99<5ms", "errors<0.1%"], plan.Slo.Select(threshold => threshold.Text));
    }

    [Fact]
    public void For_NoCapacity_NoPlanAndTheEngineLineSaysNothingOfIt()
    {
        var settings = LoadStudySettings.For(StudyProfile.Quick, new LoadStudyOptions { Capacity = false });

        Assert.Null(settings.Capacity);
        Assert.DoesNotContain("capacity", LoadStudyText.Engine(settings), StringComparison.Ordinal);
    }

    [Fact]
    public void Validate_SloWithoutLatencyOrErrorThreshold_SaysSo() =>
        Assert.Contains(
            "needs an SLO with a latency or error threshold",
            new LoadStudyOptions { Slo = [LoadThreshold.Parse("rps>=1000")] }.Validate(),
            StringComparison.Ordinal);

    [Theory]
    [InlineData(1200.0, null, 2400)]
    [InlineData(1200.0, 400.0, 400)]
    [InlineData(50.0, null, 200)]
    [InlineData(null, null, 200)]
    public void MaxRps_ClosedThroughput_TwiceItWithinTheCapNeverBelowTheFirstRate(
        double? closedRps, double? cap, double expected)
    {
        var plan = LoadStudySettings.For(StudyProfile.Quick, new LoadStudyOptions()).Capacity! with { RpsCap = cap };

        Assert.Equal(expected, plan.MaxRps(closedRps));
    }

    [Fact]
    public void Search_Quick_AValidSearchOnAPoolSizedForItsHighestRateCountingOnly200()
    {
        var plan = LoadStudySettings.For(StudyProfile.Quick, new LoadStudyOptions()).Capacity!;

        var search = plan.Search(
            new Uri("http://127.0.0.1:5000/baseline"), 1200, TimeSpan.FromSeconds(15), LoadEngineKind.Raw);

        Assert.Null(search.Validate());
        Assert.Equal(2400, search.MaxRps);
        Assert.Equal(600, search.Load.Connections);
        Assert.Equal(TimeSpan.FromSeconds(30), search.Budget);
        Assert.Equal("200", search.Load.ExpectStatus.ToString());
    }
}

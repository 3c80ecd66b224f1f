using HttpLab.Studies.Load;

namespace HttpLab.Studies.Tests.Load;

public sealed class LoadStudySettingsTests
{
    [Fact]
    public void For_QuickDefaults_TheSeedsRatesThenTheClosedModel()
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
}

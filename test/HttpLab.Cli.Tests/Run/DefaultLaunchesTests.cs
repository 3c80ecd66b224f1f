using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Processes;
using HttpLab.Cli.Run;
using HttpLab.Cli.Runtimes;
using HttpLab.Studies;

namespace HttpLab.Cli.Tests.Run;

/// <summary>
/// Which launches a run gets when --launches is not given: two for the micro-benchmark studies and cancel under the
/// quick profile (in httplab itself, or on each runtime of --runtimes), and one for load; cancel's default iterations
/// split over its launches; and the order of their turns.
/// </summary>
public sealed class DefaultLaunchesTests
{
    private static readonly StudyOptions Options = new();

    [Fact]
    public void Runtimes_QuickWithoutLaunches_TwoLaunchesOfTheMicroBenchmarkStudiesAndCancelOnHttpLabsOwnRuntime()
    {
        var selection = Select(launchesGiven: null, StudyProfile.Quick)!;

        Assert.Equal(2, selection.LaunchesOf("json"));
        Assert.Equal(2, selection.LaunchesOf("cancel"));
        Assert.Equal(1, selection.LaunchesOf("load"));
        Assert.True(selection.OwnRuntime);
        Assert.Equal([StudyRuntime.Current], selection.Runtimes);
    }

    [Fact]
    public void Runtimes_FullWithoutLaunches_ThreeLaunchesOfTheMicroBenchmarkStudies()
    {
        var selection = Select(launchesGiven: null, StudyProfile.Full)!;

        Assert.Equal(3, selection.LaunchesOf("clients"));
        Assert.Equal(1, selection.LaunchesOf("load"));
    }

    [Fact]
    public void Runtimes_SmokeWithoutLaunches_OneLaunchInThisProcess() =>
        Assert.Null(Select(launchesGiven: null, StudyProfile.Smoke));

    [Fact]
    public void Runtimes_OneLaunchAskedFor_InThisProcess() =>
        Assert.Null(Select(launchesGiven: 1, StudyProfile.Quick));

    [Fact]
    public void Runtimes_LaunchesAskedFor_EveryStudyOnHttpLabsOwnRuntime()
    {
        var selection = Select(launchesGiven: 3, StudyProfile.Smoke)!;

        Assert.Equal(3, selection.LaunchesOf("json"));
        Assert.Equal(3, selection.LaunchesOf("cancel"));
        Assert.True(selection.OwnRuntime);
    }

    [Fact]
    public void Runtimes_RuntimesWithoutLaunches_TheProfilesLaunchesOfTheMicroBenchmarkStudiesOnEach()
    {
        var selection = LaunchOptionSet.Selection(
            [StudyRuntime.All[0], StudyRuntime.Current], null, false, "/nonexistent", null, Options, null,
            StudyProfile.Quick)!;

        Assert.False(selection.OwnRuntime);
        Assert.Equal(2, selection.LaunchesOf("json"));
        Assert.Equal(2, selection.LaunchesOf("async"));
        Assert.Equal(2, selection.LaunchesOf("cancel"));
        Assert.Equal(50, selection.Options.Cancellation.Iterations);
    }

    [Theory]
    [InlineData(StudyProfile.Quick, null, 50)]
    [InlineData(StudyProfile.Full, null, 334)]
    [InlineData(StudyProfile.Quick, 3, 34)]
    [InlineData(StudyProfile.Quick, 1, null)]
    [InlineData(StudyProfile.Smoke, null, null)]
    public void Runtimes_CancelWithoutIterations_TheProfilesIterationsSplitOverItsLaunches(
        StudyProfile profile, int? launchesGiven, int? iterationsEachLaunch)
    {
        var selection = Select(launchesGiven, profile);

        Assert.Equal(iterationsEachLaunch, selection?.Options.Cancellation.Iterations);
    }

    [Fact]
    public void Runtimes_CancelIterationsGiven_EachLaunchRunsThemAll()
    {
        var options = Options with { Cancellation = new() { Iterations = 40 } };

        var selection = LaunchOptionSet.Selection(
            null, null, false, "/nonexistent", null, options, launchesGiven: 3, StudyProfile.Quick)!;

        Assert.Equal(40, selection.Options.Cancellation.Iterations);
        Assert.Equal(3, selection.LaunchesOf("cancel"));
    }

    [Fact]
    public void Runtimes_CacheWithoutRuntimes_Refused() =>
        Assert.Throws<UsageException>(() => LaunchOptionSet.Selection(
            null, null, cacheGiven: true, "/nonexistent", null, Options, launchesGiven: 3, StudyProfile.Quick));

    [Fact]
    public void Turns_ThreeLaunchesOfTwoRuntimes_TheOrderReversedEveryOtherLaunch() =>
        Assert.Equal(
            [("A", 1), ("B", 1), ("B", 2), ("A", 2), ("A", 3), ("B", 3)],
            RuntimesStudy.Turns(["A", "B"], launches: 3));

    [Fact]
    public void OnRuntimes_DefaultLaunches_TheMicroBenchmarkStudiesAndCancelLaunched()
    {
        var selection = Select(launchesGiven: null, StudyProfile.Quick)!;
        var runtimes = RuntimeSet.Of(
            SelfRunner.For(new SelfCommand("dotnet", ["httplab.dll"])), StudyRuntime.Current.Name);

        var launched = StudyCatalog.Create(Options)
            .Select(study => (study.Name, Launched: RunSession.OnRuntimes(study, selection, runtimes) is RuntimesStudy))
            .ToArray();

        Assert.Equal(
            [("json", true), ("cancel", true), ("async", true), ("load", false), ("clients", true)],
            launched);
    }

    private static RuntimeSelection? Select(int? launchesGiven, StudyProfile profile) => LaunchOptionSet.Selection(
        runtimes: null,
        baseline: null,
        cacheGiven: false,
        cacheRoot: "/nonexistent",
        mono: null,
        Options,
        launchesGiven,
        profile);
}

using HttpLab.Cli.Processes;
using HttpLab.Cli.Run;
using HttpLab.Cli.Runtimes;
using HttpLab.Studies;

namespace HttpLab.Cli.Tests.Run;

/// <summary>
/// Which launches a run gets when --launches and --runtimes are not given: two for the micro-benchmark studies under
/// the quick profile, in httplab itself, and one, in this process, for everything else.
/// </summary>
public sealed class DefaultLaunchesTests
{
    private static readonly StudyOptions Options = new();

    [Fact]
    public void Runtimes_QuickWithoutLaunches_TwoLaunchesOfTheMicroBenchmarkStudiesOnHttpLabsOwnRuntime()
    {
        var selection = Select(launchesGiven: null, StudyProfile.Quick)!;

        Assert.Equal(2, selection.Launches);
        Assert.True(selection.OwnRuntime);
        Assert.True(selection.MicroBenchmarksOnly);
        Assert.Equal([StudyRuntime.Current], selection.Runtimes);
    }

    [Fact]
    public void Runtimes_FullWithoutLaunches_ThreeLaunchesOfTheMicroBenchmarkStudies()
    {
        var selection = Select(launchesGiven: null, StudyProfile.Full)!;

        Assert.Equal(3, selection.Launches);
        Assert.True(selection.MicroBenchmarksOnly);
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

        Assert.Equal(3, selection.Launches);
        Assert.True(selection.OwnRuntime);
        Assert.False(selection.MicroBenchmarksOnly);
    }

    [Fact]
    public void OnRuntimes_DefaultLaunches_OnlyTheMicroBenchmarkStudiesLaunched()
    {
        var selection = Select(launchesGiven: null, StudyProfile.Quick)!;
        var runtimes = RuntimeSet.Of(
            SelfRunner.For(new SelfCommand("dotnet", ["httplab.dll"])), StudyRuntime.Current.Name);

        var launched = StudyCatalog.Create(Options)
            .Select(study => (study.Name, Launched: RunSession.OnRuntimes(study, selection, runtimes) is RuntimesStudy))
            .ToArray();

        Assert.Equal(
            [("json", true), ("cancel", false), ("async", true), ("load", false), ("clients", true)],
            launched);
    }

    private static RuntimeSelection? Select(int? launchesGiven, StudyProfile profile) => RunCommand.Runtimes(
        runtimes: null,
        baseline: null,
        cacheGiven: false,
        cacheRoot: "/nonexistent",
        mono: null,
        Options,
        launchesGiven,
        profile);
}

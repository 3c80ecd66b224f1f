using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using Perfolizer.Horology;

namespace HttpLab.Studies.Engine;

/// <summary>
/// The BenchmarkDotNet job of one round (<see cref="BenchmarkRounds"/>) under each profile. Every job runs in-process:
/// HttpLab is installed as a tool without its project files, which BenchmarkDotNet's out-of-process toolchain would
/// need to rebuild the benchmarks.
/// </summary>
internal static class BenchmarkJobs
{
    public static Job For(StudyProfile profile) => profile switch
    {
        StudyProfile.Quick => Rounds(warmups: 1, iterations: 3, TimeInterval.FromMilliseconds(150), "quick"),
        StudyProfile.Smoke => Rounds(warmups: 1, iterations: 3, TimeInterval.FromMilliseconds(10), "smoke"),
        StudyProfile.Full => Rounds(warmups: 3, iterations: 10, TimeInterval.FromMilliseconds(250), "full"),
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, "Unknown profile."),
    };

    public static string Describe(StudyProfile profile) => profile switch
    {
        // 150 ms rather than 100 ms: BenchmarkDotNet warns about iterations under 100 ms, which a 100 ms target often
        // produces.
        StudyProfile.Quick => "in-process, 1 warm-up and 3 measured iterations of about 150 ms a round",
        StudyProfile.Smoke => "in-process smoke run, 3 iterations of about 10 ms a round: a functional check, not a "
            + "measurement",
        _ => "in-process, 3 warm-up and 10 measured iterations of about 250 ms a round",
    };

    private static Job Rounds(int warmups, int iterations, TimeInterval iterationTime, string id) => Job.Default
        .WithToolchain(InProcessEmitToolchain.Instance)
        .WithLaunchCount(1)
        .WithWarmupCount(warmups)
        .WithIterationCount(iterations)
        .WithIterationTime(iterationTime)
        .WithId(id);
}

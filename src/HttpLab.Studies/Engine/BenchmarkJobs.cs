using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using Perfolizer.Horology;

namespace HttpLab.Studies.Engine;

/// <summary>
/// The BenchmarkDotNet jobs behind the two profiles. Both run in-process: HttpLab is installed as a tool without
/// its project files, which BenchmarkDotNet's out-of-process toolchain would need to rebuild the benchmarks.
/// </summary>
internal static class BenchmarkJobs
{
    public static Job For(StudyProfile profile) => profile switch
    {
        StudyProfile.Quick => Job.Default
            .WithToolchain(InProcessEmitToolchain.Instance)
            .WithLaunchCount(1)
            .WithWarmupCount(3)
            .WithIterationCount(15)
            // 150 ms rather than 100 ms: BenchmarkDotNet warns about iterations under 100 ms, which a 100 ms target
            // often produces.
            .WithIterationTime(TimeInterval.FromMilliseconds(150))
            .WithId("quick"),
        StudyProfile.Smoke => Job.Default
            .WithToolchain(InProcessEmitToolchain.Instance)
            .WithLaunchCount(1)
            .WithWarmupCount(1)
            .WithIterationCount(3)
            .WithIterationTime(TimeInterval.FromMilliseconds(10))
            .WithId("smoke"),
        StudyProfile.Full => Job.Default
            .WithToolchain(InProcessEmitToolchain.Instance)
            .WithId("full"),
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, "Unknown profile."),
    };

    public static string Describe(StudyProfile profile) => profile switch
    {
        StudyProfile.Quick => "in-process, 1 launch, 3 warm-up and 15 measured iterations of about 150 ms each",
        StudyProfile.Smoke => "in-process smoke run, 3 iterations of about 10 ms: a functional check, not a "
            + "measurement",
        _ => "in-process, BenchmarkDotNet's default job (iterations until the confidence interval is tight)",
    };
}

using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using Perfolizer.Horology;

namespace HttpLab.Studies.Engine;

/// <summary>
/// The BenchmarkDotNet job of each profile, by its name (quick, smoke, full): one round's warm-ups, measured
/// iterations and iteration time (<c>BenchmarkRounds</c> runs <see cref="Rounds"/> of them), and the same
/// measured iterations in one go for a runner without rounds. Every job runs in-process: HttpLab is installed as a
/// tool without its project files, which BenchmarkDotNet's out-of-process toolchain would need to rebuild the
/// benchmarks. This file is also compiled into HttpLab.Clients.Framework, the net48 program that runs the clients
/// study on Mono, so that Mono is measured with the same iterations as .NET.
/// </summary>
internal static class ProfileJobs
{
    public static IReadOnlyList<string> Names { get; } = ["quick", "smoke", "full"];

    /// <summary>How many rounds a profile measures.</summary>
    public static int Rounds(string profile) => profile switch
    {
        "quick" => 3,
        "smoke" => 1,
        "full" => 5,
        _ => throw Unknown(profile),
    };

    /// <summary>One round's job.</summary>
    public static Job Round(string profile) => profile switch
    {
        "quick" => Job(warmups: 1, iterations: 3, iterationMs: 150, profile),
        // A smoke run checks that every case runs: the overhead BenchmarkDotNet would subtract is estimated from
        // dozens of empty iterations per case, most of a smoke run's time, for a figure the run does not claim.
        "smoke" => Job(warmups: 1, iterations: 3, iterationMs: 10, profile).WithEvaluateOverhead(false),
        "full" => Job(warmups: 3, iterations: 10, iterationMs: 250, profile),
        _ => throw Unknown(profile),
    };

    /// <summary>
    /// Every round's measured iterations as one job, after one round's warm-ups: for a runner that measures no rounds
    /// (Mono), so that it measures as many iterations of the same length as a .NET launch does.
    /// </summary>
    public static Job AllRoundsAtOnce(string profile)
    {
        var round = Round(profile);
        return round.WithIterationCount(round.Run.IterationCount * Rounds(profile));
    }

    /// <summary>"in-process, 1 warm-up and 3 measured iterations of about 150 ms a round".</summary>
    public static string Describe(string profile) => profile switch
    {
        // 150 ms rather than 100 ms: BenchmarkDotNet warns about iterations under 100 ms, which a 100 ms target often
        // produces.
        "quick" => "in-process, 1 warm-up and 3 measured iterations of about 150 ms a round",
        "smoke" => "in-process smoke run, 3 iterations of about 10 ms a round, no overhead subtracted: "
            + "a functional check, not a measurement",
        "full" => "in-process, 3 warm-up and 10 measured iterations of about 250 ms a round",
        _ => throw Unknown(profile),
    };

    private static Job Job(int warmups, int iterations, int iterationMs, string id) => BenchmarkDotNet.Jobs.Job.Default
        .WithToolchain(InProcessEmitToolchain.Instance)
        .WithLaunchCount(1)
        .WithWarmupCount(warmups)
        .WithIterationCount(iterations)
        .WithIterationTime(TimeInterval.FromMilliseconds(iterationMs))
        .WithId(id);

    private static ArgumentOutOfRangeException Unknown(string profile) =>
        new(nameof(profile), profile, "Unknown profile.");
}

using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using Perfolizer.Horology;

namespace HttpLab.Clients.Framework;

/// <summary>
/// The BenchmarkDotNet jobs of the .NET studies' profiles (HttpLab.Studies/Engine/BenchmarkJobs.cs), with the same
/// names, counts and iteration times, so Mono's figures are measured as .NET's are.
/// </summary>
internal static class FrameworkProfile
{
    public static IReadOnlyList<string> Names { get; } = ["quick", "smoke", "full"];

    public static Job For(string profile) => profile switch
    {
        "quick" => Job.Default
            .WithToolchain(InProcessEmitToolchain.Instance)
            .WithLaunchCount(1)
            .WithWarmupCount(3)
            .WithIterationCount(15)
            .WithIterationTime(TimeInterval.FromMilliseconds(150))
            .WithId("quick"),
        "smoke" => Job.Default
            .WithToolchain(InProcessEmitToolchain.Instance)
            .WithLaunchCount(1)
            .WithWarmupCount(1)
            .WithIterationCount(3)
            .WithIterationTime(TimeInterval.FromMilliseconds(10))
            .WithId("smoke"),
        "full" => Job.Default.WithToolchain(InProcessEmitToolchain.Instance).WithId("full"),
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, "Unknown profile."),
    };

    public static string Describe(string profile) => profile switch
    {
        "quick" => "in-process, 1 launch, 3 warm-up and 15 measured iterations of about 150 ms each",
        "smoke" => "in-process smoke run, 3 iterations of about 10 ms: a functional check, not a measurement",
        _ => "in-process, BenchmarkDotNet's default job (iterations until the confidence interval is tight)",
    };
}

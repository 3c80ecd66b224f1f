using System.Globalization;
using BenchmarkDotNet.Jobs;
using HttpLab.Studies.Engine;

namespace HttpLab.Clients.Framework;

/// <summary>
/// The job each profile measures Mono with: the .NET studies' own (<see cref="ProfileJobs"/>, the same source file
/// compiled in here), every round's measured iterations in one go, as this program measures no rounds.
/// </summary>
internal static class FrameworkProfile
{
    public static IReadOnlyList<string> Names => ProfileJobs.Names;

    public static Job For(string profile) => ProfileJobs.AllRoundsAtOnce(profile);

    /// <summary>
    /// "in-process, 1 warm-up and 9 measured iterations of about 150 ms in one go: the .NET studies' 3 rounds of 3".
    /// </summary>
    public static string Describe(string profile)
    {
        var job = For(profile);
        var round = ProfileJobs.Round(profile);
        var warmups = job.Run.WarmupCount == 1 ? "1 warm-up" : $"{job.Run.WarmupCount} warm-ups";
        return string.Format(
            CultureInfo.InvariantCulture,
            "in-process, {0} and {1} measured iterations of about {2} ms in one go: the .NET studies' {3} rounds "
                + "of {4}",
            warmups,
            job.Run.IterationCount,
            job.Run.IterationTime.ToMilliseconds(),
            ProfileJobs.Rounds(profile),
            round.Run.IterationCount);
    }
}

using HttpLab.Load;
using HttpLab.Load.Thresholds;

namespace HttpLab.Cli.Load;

/// <summary>What a load run is judged by: the statuses that are successes and the thresholds (<c>--slo</c>).</summary>
internal sealed record LoadChecks(StatusSet ExpectStatus, IReadOnlyList<LoadThreshold> Thresholds)
{
    public static LoadChecks None { get; } = new(StatusSet.Success, []);
}

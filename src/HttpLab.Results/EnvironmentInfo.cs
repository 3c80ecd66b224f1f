using System.Text.Json.Serialization;

namespace HttpLab.Results;

/// <summary>What a reader needs to judge whether two runs are comparable.</summary>
public sealed record EnvironmentInfo
{
    public required string Os { get; init; }

    public required string Kernel { get; init; }

    public required string CpuModel { get; init; }

    public required int LogicalCores { get; init; }

    public required string RuntimeVersion { get; init; }

    public required string GcMode { get; init; }

    public required string HttpLabVersion { get; init; }

    /// <summary>The commit HttpLab was built from, or null when it was not built from a git checkout.</summary>
    public string? GitCommit { get; init; }

    /// <summary>
    /// The runtimes the studies' client side ran on (<c>httplab run --runtimes</c>), with their exact versions or why
    /// they were skipped; null (and absent from results.json) when everything ran on <see cref="RuntimeVersion"/>.
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<StudyRuntimeInfo>? StudyRuntimes { get; init; }
}

using System.Text.Json.Serialization;

namespace HttpLab.Results;

/// <summary>One invocation of <c>httplab run</c>: the machine it ran on and every suite it measured.</summary>
public sealed record RunResult
{
    /// <summary>The version of the results.json layout; bumped on any incompatible change.</summary>
    public const int CurrentSchemaVersion = 1;

    public int SchemaVersion { get; init; } = CurrentSchemaVersion;

    public required string RunId { get; init; }

    public required DateTimeOffset StartedUtc { get; init; }

    public required DateTimeOffset FinishedUtc { get; init; }

    /// <summary>False when the run was interrupted or a suite failed; the suites hold what was measured.</summary>
    public required bool Complete { get; init; }

    public string? IncompleteReason { get; init; }

    /// <summary>The command that made the run ("httplab run json --sizes 10"), when it was recorded.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public string? CommandLine { get; init; }

    public required string Profile { get; init; }

    public required EnvironmentInfo Environment { get; init; }

    public required IReadOnlyList<SuiteResult> Suites { get; init; }
}

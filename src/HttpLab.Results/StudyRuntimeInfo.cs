namespace HttpLab.Results;

/// <summary>
/// A runtime named in <c>httplab run --runtimes</c>: its exact version as the study runner reported it (e.g.
/// ".NET 8.0.31"), or, when it could not be had, why it was skipped.
/// </summary>
public sealed record StudyRuntimeInfo
{
    public required string Name { get; init; }

    public string? Version { get; init; }

    public string? Skipped { get; init; }
}

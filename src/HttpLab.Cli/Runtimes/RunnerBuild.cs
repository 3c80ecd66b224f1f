namespace HttpLab.Cli.Runtimes;

/// <summary>
/// A study runner ready to start for <see cref="Runtime"/>: <see cref="FileName"/> with <see cref="PrefixArguments"/>
/// before the request file (for Mono, <c>mono</c> and the net48 program).
/// </summary>
internal sealed record RunnerBuild(
    StudyRuntime Runtime, string FileName, IReadOnlyList<string> PrefixArguments, string Folder)
{
    /// <summary>How long building it took, or null when it came from the cache.</summary>
    public TimeSpan? BuildTime { get; init; }
}

namespace HttpLab.Studies.Runtimes;

/// <summary>
/// What <c>httplab run --runtimes</c> asks a study runner, a child process on another runtime, to do: run one study
/// against the target, write its files into <see cref="ArtifactsPath"/> and its suite, as a results.json of one suite,
/// to <see cref="ResultPath"/>.
/// </summary>
public sealed record StudyRunRequest(
    string Study,
    Uri TargetUrl,
    StudyProfile Profile,
    StudyOptions Options,
    string ArtifactsPath,
    string ResultPath)
{
    /// <summary>The target's process when the parent started it, so a study can report its CPU time.</summary>
    public int? TargetProcessId { get; init; }

    public CaseOrder Order { get; init; } = CaseOrder.Declared;

    /// <summary>
    /// The invocations an iteration of each case ran in the study's first launch on this runtime, by case
    /// (<see cref="Engine.InvocationCounts"/>); empty for a first launch, which chooses its own.
    /// </summary>
    public IReadOnlyDictionary<string, long> Invocations { get; init; } = new Dictionary<string, long>();
}

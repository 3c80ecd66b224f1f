using HttpLab.Results;

namespace HttpLab.Studies;

/// <summary>
/// What every study is given: where the target is, how precise to be, where to report and where to write its own files
/// (once each, atomically, never overwriting).
/// </summary>
public sealed record StudyContext(
    Uri TargetUrl, StudyProfile Profile, ArtifactWriter Artifacts, IProgress<StudyProgress> Progress)
{
    /// <summary>
    /// The target's process when this run started it (its CPU time is then reported); null for a target started
    /// elsewhere.
    /// </summary>
    public int? TargetProcessId { get; init; }

    /// <summary>
    /// Starts the load study's consumer API; null when the runner cannot, and that study then fails saying so.
    /// </summary>
    public IConsumerLauncher? Consumers { get; init; }

    /// <summary>The order the cases are measured in (the results list them as declared either way).</summary>
    public CaseOrder Order { get; init; } = CaseOrder.Declared;

    /// <summary>
    /// The invocations an iteration of each micro-benchmark case runs: those an earlier launch of the study chose, and
    /// what this run chooses for the rest (<see cref="Engine.InvocationCounts"/>).
    /// </summary>
    public Engine.InvocationCounts Invocations { get; init; } = new();

    /// <summary>
    /// The rounds each micro-benchmark launch measures, when not the profile's own (<see cref="Engine.ProfileJobs"/>):
    /// a test that runs the smoke profile's one round end to end asks for two to see the later rounds' reversed order
    /// and sizing too.
    /// </summary>
    public int? Rounds { get; init; }
}

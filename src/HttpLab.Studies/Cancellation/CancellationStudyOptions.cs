namespace HttpLab.Studies.Cancellation;

/// <summary>The cancellation study's knobs; null means the profile's default.</summary>
public sealed record CancellationStudyOptions
{
    /// <summary>The deadline the earlier cancellation study used.</summary>
    public const int DefaultDeadlineMs = 200;

    /// <summary>The longest deadline accepted: beyond it an iteration takes too long to be worth repeating.</summary>
    public const int MaxDeadlineMs = 10_000;

    public const int MaxIterations = 100_000;

    /// <summary>The target's own limit on how long <c>/delay</c> may wait.</summary>
    public const int MaxServerDelayMs = 60_000;

    public int? DeadlineMs { get; init; }

    /// <summary>Iterations of every case in each launch.</summary>
    public int? Iterations { get; init; }

    /// <summary>
    /// How long the server takes to answer; by default well past the deadline so that every iteration is cancelled.
    /// </summary>
    public int? ServerDelayMs { get; init; }

    /// <summary>
    /// The protocols to measure every phase and mechanism over, each once; null means
    /// <see cref="CancellationProtocols.Default"/>.
    /// </summary>
    public IReadOnlyList<CancellationProtocol>? Protocols { get; init; }

    /// <summary>
    /// Each case's iterations when none are given: in all, over every launch of the study. Quick runs 100: each
    /// iteration waits out the deadline, so 200 (as before) made the study 8 of a default run's 29 minutes.
    /// </summary>
    public static int DefaultIterations(StudyProfile profile) => profile switch
    {
        StudyProfile.Smoke => 5,
        StudyProfile.Quick => 100,
        _ => 1000,
    };

    /// <summary>
    /// These options for each of <paramref name="launches"/>: without iterations given, the profile's default split
    /// over the launches (100 under quick as 2 launches of 50), so measuring the launch-to-launch spread costs no
    /// more time than one launch did.
    /// </summary>
    public CancellationStudyOptions SplitOver(int launches, StudyProfile profile) =>
        Iterations is null && launches > 1
            ? this with { Iterations = (DefaultIterations(profile) + launches - 1) / launches }
            : this;

    /// <summary>Returns an error message for values out of range, or null.</summary>
    public string? Validate() =>
        Protocols is { Count: 0 } ? "at least one protocol must be named"
        : Protocols is { } protocols && protocols.Distinct().Count() != protocols.Count
            ? $"a protocol is named twice: {string.Join(",", protocols.Select(CancellationProtocols.Name))}"
        : DeadlineMs is <= 0 or > MaxDeadlineMs ? $"the deadline must be from 1 to {MaxDeadlineMs} ms, not {DeadlineMs}"
        : Iterations is <= 0 or > MaxIterations ? $"the iterations must be from 1 to {MaxIterations}, not {Iterations}"
        : ServerDelayMs is < 0 or > MaxServerDelayMs ? $"the server delay must be from 0 to {MaxServerDelayMs} ms, not "
            + $"{ServerDelayMs}"
        : null;
}

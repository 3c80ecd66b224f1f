namespace HttpLab.Studies.Async;

/// <summary>The async study's knobs; null means the profile's default.</summary>
public sealed record AsyncStudyOptions
{
    /// <summary>Concurrent callers in the sync-over-async burst, outside the smoke profile.</summary>
    public const int DefaultCallers = 64;

    /// <summary>
    /// Concurrent callers in the smoke profile: enough to block a small pool, few enough to drain in a second.
    /// </summary>
    public const int SmokeCallers = 8;

    /// <summary>The most callers accepted: blocking more than this cannot drain inside the burst's timeout.</summary>
    public const int MaxCallers = 512;

    /// <summary>Concurrent callers in the sync-over-async burst (1 to <see cref="MaxCallers"/>).</summary>
    public int? Callers { get; init; }

    /// <summary>Returns an error message for values out of range, or null.</summary>
    public string? Validate() =>
        Callers is <= 0 or > MaxCallers ? $"the burst callers must be from 1 to {MaxCallers}, not {Callers}" : null;

    internal int CallersFor(StudyProfile profile) =>
        Callers ?? (profile == StudyProfile.Smoke ? SmokeCallers : DefaultCallers);
}

namespace HttpLab.Studies.Cancellation;

/// <summary>The resolved settings of one run of the study.</summary>
/// <param name="RunId">Prefix of every request id, so runs against a long-lived target never share ids.</param>
/// <param name="Deadline">When the token fires, after the iteration starts.</param>
/// <param name="Iterations">Iterations per phase and mechanism.</param>
/// <param name="ServerDelayMs">How long the target takes to answer (or to finish the body).</param>
/// <param name="Routes">Where each protocol's cases send, in the order they run.</param>
/// <param name="ServerClockComparable">Whether the target's Stopwatch timestamps can be subtracted from ours (same
/// machine).</param>
internal sealed record CancellationSettings(
    string RunId,
    TimeSpan Deadline,
    int Iterations,
    int ServerDelayMs,
    IReadOnlyList<CancellationRoute> Routes,
    bool ServerClockComparable);

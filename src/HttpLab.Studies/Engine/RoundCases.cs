using HttpLab.Results;

namespace HttpLab.Studies.Engine;

/// <summary>
/// What one round of <see cref="BenchmarkRounds"/> measured: every case, and the A/A controls (each as its group's
/// baseline measured again).
/// </summary>
internal sealed record RoundCases(IReadOnlyList<CaseResult> Cases, IReadOnlyList<CaseResult> Controls);

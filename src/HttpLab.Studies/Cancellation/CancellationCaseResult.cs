namespace HttpLab.Studies.Cancellation;

/// <summary>What one phase and mechanism measured.</summary>
internal sealed record CancellationCaseResult(
    CancellationPhase Phase, CancellationMechanism Mechanism, CaseHistograms Histograms, CaseTally Tally);

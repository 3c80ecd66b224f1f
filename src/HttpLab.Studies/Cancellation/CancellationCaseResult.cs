namespace HttpLab.Studies.Cancellation;

/// <summary>What one phase and mechanism measured over one protocol.</summary>
internal sealed record CancellationCaseResult(
    CancellationProtocol Protocol,
    CancellationPhase Phase,
    CancellationMechanism Mechanism,
    CaseHistograms Histograms,
    CaseTally Tally);

namespace HttpLab.Studies.Cancellation;

/// <summary>One iteration: how it ended, its timestamps, and what went wrong when it was an error.</summary>
internal sealed record IterationResult(IterationOutcome Outcome, IterationClock Clock, string? Error);

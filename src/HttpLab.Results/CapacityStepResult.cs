namespace HttpLab.Results;

/// <summary>One rate of a capacity search: its verdict, latency and each SLO threshold's judgement.</summary>
public sealed record CapacityStepResult
{
    /// <summary>1 for the first rate tried.</summary>
    public required int Number { get; init; }

    public required double RateRps { get; init; }

    /// <summary><c>passed</c>, <c>failed</c>, <c>burst</c>, <c>generatorLimited</c> or <c>interrupted</c>.</summary>
    public required string Verdict { get; init; }

    /// <summary>False when an inconclusive share was decided by its point estimate.</summary>
    public required bool Confident { get; init; }

    /// <summary>The names of the step's cases in the suite: one, or two when the step was extended.</summary>
    public required IReadOnlyList<string> Cases { get; init; }

    public double? AchievedRps { get; init; }

    /// <summary>Every measured request's latency p50 (the runs pooled), microseconds; null if none.</summary>
    public double? P50Us { get; init; }

    public double? P99Us { get; init; }

    public double? P999Us { get; init; }

    public required IReadOnlyList<CapacitySloResult> Slo { get; init; }

    /// <summary>Why the verdict lacks confidence or the step was cut short; null when none.</summary>
    public string? Note { get; init; }

    public required double ElapsedSeconds { get; init; }
}

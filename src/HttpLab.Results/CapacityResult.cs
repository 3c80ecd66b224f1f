namespace HttpLab.Results;

/// <summary>
/// A capacity search (<c>httplab load --find-max</c>): the highest constant rate that met the SLO, the bracket around
/// it, why the search stopped, and every step (each step's runs are cases of the suite).
/// </summary>
public sealed record CapacityResult
{
    /// <summary>The SLO's thresholds, normalized (<c>p99&lt;10ms</c>).</summary>
    public required IReadOnlyList<string> Slo { get; init; }

    /// <summary><c>found</c>, <c>atLeast</c>, <c>below</c> or <c>unknown</c>.</summary>
    public required string Answer { get; init; }

    /// <summary>
    /// Why the search stopped: <c>bracket</c>, <c>maxRate</c>, <c>generatorLimited</c>, <c>budget</c>,
    /// <c>stepLimit</c>, <c>firstStepFailed</c>, <c>noRatePassed</c> or <c>interrupted</c>.
    /// </summary>
    public required string Stop { get; init; }

    /// <summary>The highest rate that met the SLO (requests per second); null when none did.</summary>
    public double? CapacityRps { get; init; }

    /// <summary>The lowest rate above <see cref="CapacityRps"/> that failed it; null when none did.</summary>
    public double? FirstFailRps { get; init; }

    /// <summary>The SLO's lowest latency limit, microseconds (drawn on the chart); null when it has none.</summary>
    public double? LatencyLimitUs { get; init; }

    /// <summary>The answer in one line, as the console prints it.</summary>
    public required string Text { get; init; }

    /// <summary>The generator-limited step's reason, when that ended the search.</summary>
    public string? GeneratorLimitedReason { get; init; }

    public required double StartRps { get; init; }

    public double? MaxRps { get; init; }

    public required double StepSeconds { get; init; }

    public required double WarmupSeconds { get; init; }

    public required double BudgetSeconds { get; init; }

    public required double ElapsedSeconds { get; init; }

    /// <summary>Bisection stops when the first failing rate is within this share above the capacity (0.05).</summary>
    public required double Precision { get; init; }

    public required IReadOnlyList<CapacityStepResult> Steps { get; init; }
}

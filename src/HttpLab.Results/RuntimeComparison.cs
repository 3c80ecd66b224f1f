namespace HttpLab.Results;

/// <summary>
/// A study measured on several runtimes (<c>httplab run --runtimes</c>), case by case against the baseline runtime:
/// every case's median time per operation on each runtime, its ratio to the baseline runtime's and the verdict on the
/// two runtimes' rounds (<see cref="HowJudged"/>).
/// </summary>
public sealed record RuntimeComparison
{
    /// <summary>How a cell's verdict is reached and how far to trust it, in a sentence for the report.</summary>
    public string HowJudged() =>
        "Median time per operation. "
        + FormattableString.Invariant($"A ratio above 1 is slower than on {BaselineRuntime}. ")
        + "The runtimes took turns launch by launch (A B, B A...). Faster or slower only where the 95% interval of "
        + "the ratio of the two runtimes' round medians (Hodges-Lehmann, exact Mann-Whitney) lies wholly on one side "
        + FormattableString.Invariant($"of 1 and the ratio is beyond {Threshold:P0}, {NoiseNs} ns and the spread of ")
        + "each runtime's launch medians; unknown where there are too few rounds to show one; same otherwise. A row "
        + "naming a distribution (e.g. overshootUs p50) gives its median, judged by the bootstrap interval of the "
        + "ratio of medians. Launches of one runtime differ from process to process, so a difference near their "
        + "spread can come out same in one run and faster or slower in the next: repeat the run (or add --launches) "
        + "before acting on one.";

    public required string BaselineRuntime { get; init; }

    /// <summary>The runtimes in the order named, the baseline among them.</summary>
    public required IReadOnlyList<string> Runtimes { get; init; }

    /// <summary>What a verdict needs: the relative threshold and the noise floor in nanoseconds.</summary>
    public required double Threshold { get; init; }

    public required double NoiseNs { get; init; }

    public required IReadOnlyList<RuntimeComparisonRow> Rows { get; init; }
}

/// <summary>One case (name and parameters, the runtime aside) across the runtimes.</summary>
public sealed record RuntimeComparisonRow
{
    public required string Case { get; init; }

    /// <summary>
    /// The distribution whose median the cells give (e.g. <c>overshootUs</c>), judged by a bootstrap interval of the
    /// ratio of medians; null for a micro-benchmark case (median time per operation, judged on its iterations).
    /// </summary>
    public string? Metric { get; init; }

    public IReadOnlyDictionary<string, ParameterValue> Parameters { get; init; } =
        new Dictionary<string, ParameterValue>();

    /// <summary>One cell per runtime, in <see cref="RuntimeComparison.Runtimes"/> order.</summary>
    public required IReadOnlyList<RuntimeComparisonCell> Cells { get; init; }
}

/// <summary>
/// A case on one runtime: its median time per operation, the ratio to the baseline runtime's median (above 1 is
/// slower) and the verdict (<c>same</c>, <c>faster</c>, <c>slower</c> or <c>unknown</c>; null on the baseline itself),
/// or, when it was not measured there, why (<see cref="Missing"/>).
/// </summary>
public sealed record RuntimeComparisonCell
{
    public required string Runtime { get; init; }

    public double? MedianNs { get; init; }

    public double? Ratio { get; init; }

    public string? Verdict { get; init; }

    /// <summary>The two-sided rank p-value behind <see cref="Verdict"/>.</summary>
    public double? PValue { get; init; }

    /// <summary>Why there is no value, e.g. "not measured on this runtime"; null when there is one.</summary>
    public string? Missing { get; init; }
}

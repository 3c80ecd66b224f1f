namespace HttpLab.Results;

/// <summary>
/// One SLO threshold judged against a capacity step: for a share (a percentile, an error share) the violations, their
/// share and its 95% Wilson interval against the allowed share; for a point statistic only the decision.
/// </summary>
public sealed record CapacitySloResult
{
    public required string Threshold { get; init; }

    /// <summary><c>pass</c> or <c>fail</c>.</summary>
    public required string Decision { get; init; }

    /// <summary>False when the 95% interval held the allowed share and the point estimate decided.</summary>
    public required bool Confident { get; init; }

    public required long Requests { get; init; }

    /// <summary>Requests at or over the latency limit, failures included (a percentile), or the failures.</summary>
    public long? Violations { get; init; }

    public double? Share { get; init; }

    public double? AllowedShare { get; init; }

    public double? ShareLower { get; init; }

    public double? ShareUpper { get; init; }

    /// <summary>"p99 23.1 ms", "errors 0.3%".</summary>
    public required string MeasuredText { get; init; }
}

namespace HttpLab.Results;

/// <summary>
/// A service-level threshold a case was judged by (<c>httplab load --slo</c>): passed or failed, and what was measured.
/// </summary>
public sealed record ThresholdResult
{
    /// <summary>
    /// The threshold as given, normalized: <c>p99&lt;10ms</c>, <c>errors&lt;0.1%</c>, <c>rate&gt;=99%</c>.
    /// </summary>
    public required string Threshold { get; init; }

    public required bool Passed { get; init; }

    /// <summary>
    /// The measured value in <see cref="Unit"/>, or null when there is none: nothing measured, or a latency threshold
    /// reaching into failed requests (which count as slower than any limit).
    /// </summary>
    public double? Measured { get; init; }

    /// <summary>The limit in <see cref="Unit"/> (a latency in microseconds: 10ms is 10000).</summary>
    public required double Limit { get; init; }

    /// <summary><c>us</c> (microseconds), <c>percent</c>, <c>count</c> or <c>rps</c> (per second).</summary>
    public required string Unit { get; init; }

    /// <summary>The measured value for people ("8.421 ms", "0.1%"), or why there is none.</summary>
    public required string MeasuredText { get; init; }
}

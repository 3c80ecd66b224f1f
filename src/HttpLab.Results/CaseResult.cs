using System.Text.Json.Serialization;
using HttpLab.Results.Json;

namespace HttpLab.Results;

/// <summary>One measured case: a named operation at fixed parameters, with metrics named by their unit.</summary>
[JsonConverter(typeof(CaseResultJsonConverter))]
public sealed record CaseResult
{
    public required string Name { get; init; }

    public IReadOnlyDictionary<string, ParameterValue> Parameters { get; init; } =
        new Dictionary<string, ParameterValue>();

    /// <summary>
    /// Metric values keyed by names from <see cref="MetricCatalog"/>; a metric that could not be measured is absent.
    /// </summary>
    public required IReadOnlyDictionary<string, double> Metrics { get; init; }

    /// <summary>
    /// Distribution metrics (e.g. <c>overshootUs</c>) keyed by names from <see cref="MetricCatalog"/>; written inside
    /// <c>metrics</c> as objects. A name is either a scalar metric or a distribution, never both.
    /// </summary>
    public IReadOnlyDictionary<string, Distribution> Distributions { get; init; } =
        new Dictionary<string, Distribution>();

    public IReadOnlyList<string> Warnings { get; init; } = [];

    /// <summary>
    /// The service-level thresholds the case was judged by (<c>httplab load --slo</c>), in the order given; empty when
    /// none were set.
    /// </summary>
    public IReadOnlyList<ThresholdResult> Thresholds { get; init; } = [];

    /// <summary>
    /// The time per operation of every measured iteration, in nanoseconds and in the order measured: the samples the
    /// case's statistics come from, kept so that two runs can be compared by a test on the samples rather than on
    /// their means. Empty for cases that are not micro-benchmarks.
    /// </summary>
    public IReadOnlyList<double> IterationsNs { get; init; } = [];

    /// <summary>
    /// When <see cref="IterationsNs"/> pools several process launches, the median of each launch's iterations, in
    /// launch order: how far the case moves from one launch to the next, which the pooled iterations cannot show.
    /// Empty for a case measured in one launch.
    /// </summary>
    public IReadOnlyList<double> LaunchMediansNs { get; init; } = [];

    /// <summary>
    /// Whether this case is the one its group's <c>ratio</c> and <c>allocRatio</c> divide by. A suite whose groups
    /// each have their own baseline marks it here; a suite with one baseline name also has
    /// <see cref="SuiteResult.Baseline"/>.
    /// </summary>
    public bool IsBaseline { get; init; }

    /// <summary>
    /// What a Mann-Whitney test on this case's <see cref="IterationsNs"/> against its group's baseline's makes of
    /// the time <c>ratio</c>: <c>same</c> (no difference shown), <c>faster</c>, <c>slower</c> or <c>unknown</c> (too
    /// few iterations to ever show one), as <c>httplab compare</c> judges two runs; null on the baseline itself and on
    /// cases without iterations.
    /// </summary>
    public string? RatioVerdict { get; init; }

    /// <summary>
    /// Whether <paramref name="case"/> is a baseline of <paramref name="suite"/>, by either way of naming it.
    /// </summary>
    public static bool IsBaselineOf(SuiteResult suite, CaseResult @case)
    {
        ArgumentNullException.ThrowIfNull(suite);
        ArgumentNullException.ThrowIfNull(@case);
        return @case.IsBaseline || (suite.Baseline is { } baseline && @case.Name == baseline);
    }
}

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
    /// When the case was measured in rounds, the median of its iterations in each round, in round order (rounds of
    /// several launches one launch after the other): a ratio to the baseline is judged on these, round by round.
    /// Empty for a case measured in one stretch.
    /// </summary>
    public IReadOnlyList<double> RoundMediansNs { get; init; } = [];

    /// <summary>
    /// On a group's baseline measured in rounds: the round medians of its A/A control, the baseline measured a second
    /// time at the far end of the group in every round. Empty otherwise.
    /// </summary>
    public IReadOnlyList<double> ControlRoundMediansNs { get; init; } = [];

    /// <summary>
    /// On a group's baseline: the A/A control's ratio to the baseline. A control that is not <c>same</c> withholds
    /// the group's verdicts. Null without a control.
    /// </summary>
    public RatioInterval? ControlInterval { get; init; }

    /// <summary>
    /// The paired estimate behind <see cref="RatioVerdict"/>; null when the case was not measured in rounds.
    /// </summary>
    public RatioInterval? RatioInterval { get; init; }

    /// <summary>
    /// Why <see cref="RatioVerdict"/> is <c>withheld</c> and what would resolve it; null for any other verdict.
    /// </summary>
    public string? RatioVerdictReason { get; init; }

    /// <summary>
    /// Whether this case is the one its group's <c>ratio</c> and <c>allocRatio</c> divide by. A suite whose groups
    /// each have their own baseline marks it here; a suite with one baseline name also has
    /// <see cref="SuiteResult.Baseline"/>.
    /// </summary>
    public bool IsBaseline { get; init; }

    /// <summary>
    /// What the statistics make of the time <c>ratio</c> to the group's baseline: <c>same</c> (no difference shown),
    /// <c>faster</c>, <c>slower</c>, <c>unknown</c> (too few rounds or iterations to ever show one) or
    /// <c>withheld</c> (the group's A/A control differed, so this run cannot tell a difference from drift). Judged on
    /// <see cref="RoundMediansNs"/> round by round (<see cref="RatioInterval"/>) when the case has them, otherwise by
    /// a Mann-Whitney test on <see cref="IterationsNs"/> (results written before rounds). Null on the baseline
    /// itself and on cases without iterations.
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

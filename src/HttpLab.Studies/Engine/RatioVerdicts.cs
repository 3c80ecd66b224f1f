using System.Globalization;
using HttpLab.Compare;
using HttpLab.Results;

namespace HttpLab.Studies.Engine;

/// <summary>
/// Judges every case's time ratio to the baseline case with the same parameters (its group's baseline). A case
/// measured in rounds (<see cref="BenchmarkRounds"/>) is judged round by round (<see cref="RoundRatio.Paired"/>: the
/// Hodges-Lehmann ratio with its signed-rank interval): faster or slower only when its ratio is beyond 5% and the 95%
/// interval is all on one side of 1. Its group's A/A control, the baseline measured again at the group's far end, is
/// judged the same way, beyond 5% and the spread of its per-launch ratios: a control that is not <c>same</c> shows
/// drift this run could not cancel, and the group's verdicts are <c>withheld</c>. A control that is <c>same</c> is a
/// second reference: a case is faster or slower only when it is so against the control too, and the threshold rises
/// to the control's own distance from 1. A case pooled from several launches must also beat the spread of its
/// per-launch ratios (<see cref="LaunchSpread(CaseResult, CaseResult)"/>). A case without rounds (results written
/// before them, the Mono runner) is judged by a Mann-Whitney test of its iterations, as <c>httplab compare</c> judges
/// two runs.
/// </summary>
public static class RatioVerdicts
{
    public const string Withheld = "withheld";

    private static readonly ComparisonThresholds Thresholds = new();

    public static IReadOnlyList<CaseResult> Apply(IReadOnlyList<CaseResult> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var baselines = cases
            .Where(@case => @case.IsBaseline && @case.IterationsNs.Count > 0)
            .GroupBy(GroupKey, StringComparer.Ordinal)
            .ToDictionary(group => group.Key, group => group.First(), StringComparer.Ordinal);
        var controls = baselines.Values
            .Select(baseline => (Key: GroupKey(baseline), Control: RoundRatio.Paired(
                baseline.RoundMediansNs, baseline.ControlRoundMediansNs)))
            .Where(entry => entry.Control is not null)
            .ToDictionary(entry => entry.Key, entry => entry.Control!, StringComparer.Ordinal);
        return cases
            .Select(@case =>
            {
                var key = GroupKey(@case);
                controls.TryGetValue(key, out var control);
                if (@case.IsBaseline)
                {
                    return @case with { RatioVerdict = null, ControlInterval = Interval(control) };
                }

                return @case.IterationsNs.Count == 0 || !baselines.TryGetValue(key, out var baseline)
                    ? @case with { RatioVerdict = null }
                    : Judged(baseline, @case, control);
            })
            .ToArray();
    }

    /// <summary>The parameters that make a group: a case's ratios are to the baseline with the same ones.</summary>
    internal static string GroupKey(CaseResult @case) =>
        string.Join(", ", @case.Parameters.Select(parameter => $"{parameter.Key}={parameter.Value}"));

    private static CaseResult Judged(CaseResult baseline, CaseResult @case, RoundRatio? control)
    {
        if (baseline.RoundMediansNs.Count == 0 || @case.RoundMediansNs.Count == 0)
        {
            return @case with
            {
                RatioVerdict = Lowercase(SampleComparer.Compare(baseline, @case, Thresholds).Verdict),
            };
        }

        if (RoundRatio.Paired(baseline.RoundMediansNs, @case.RoundMediansNs) is not { } paired)
        {
            return @case with { RatioVerdict = Lowercase(Verdict.Unknown) };
        }

        var metrics = new Dictionary<string, double>(@case.Metrics, StringComparer.Ordinal)
        {
            [MetricCatalog.Ratio.Name] = paired.Ratio,
        };
        var relative = new[]
        {
            Thresholds.Relative,
            control is null ? 0 : Math.Abs(control.Ratio - 1),
            LaunchSpread(baseline, @case) is var spread && double.IsFinite(spread) ? spread : 0,
        }.Max();
        var judged = @case with
        {
            Metrics = metrics,
            // A difference under the threshold is never called, however tight the interval.
            RatioInterval = Interval(paired with { Detectable = Math.Max(paired.Detectable, relative) }),
        };
        if (control is not null && control.Judge(ControlThresholds(baseline), Median(baseline)) != Verdict.Same)
        {
            return judged with { RatioVerdict = Withheld, RatioVerdictReason = WithheldReason(control) };
        }

        var thresholds = Thresholds with { Relative = relative };
        var verdict = paired.Judge(thresholds, Median(baseline));
        // The control is the baseline measured again, as independent of it as the case is: a difference that is real
        // shows against both, one that came from the baseline's own rounds shows against one.
        if (verdict != Verdict.Same
            && RoundRatio.Paired(baseline.ControlRoundMediansNs, @case.RoundMediansNs) is { } againstControl
            && againstControl.Judge(thresholds, Median(baseline)) != verdict)
        {
            verdict = Verdict.Same;
        }

        return judged with { RatioVerdict = Lowercase(verdict) };
    }

    /// <summary>
    /// What the A/A control must beat to withhold its group's verdicts: 5%, and the spread of its own per-launch ratios
    /// (<see cref="LaunchSpread(IReadOnlyList{double}, IReadOnlyList{double}, int)"/>), as a case must. Judged on the
    /// 5% alone, the controls of nine pairs of quick json runs withheld 5 of 36 groups, one of them on a ratio its
    /// launches disagreed on (0.72 in one launch, 0.91 in the next): process-to-process drift, which the cases'
    /// threshold already takes in.
    /// </summary>
    private static ComparisonThresholds ControlThresholds(CaseResult baseline)
    {
        var spread = LaunchSpread(
            baseline.RoundMediansNs, baseline.ControlRoundMediansNs, baseline.LaunchMediansNs.Count);
        return double.IsFinite(spread) && spread > Thresholds.Relative
            ? Thresholds with { Relative = spread }
            : Thresholds;
    }

    /// <summary>
    /// When both cases pooled several launches of as many rounds each: the spread, (max - min) / median, of the ratio
    /// each launch's rounds give on their own. A process has its own JIT and memory layout, so a case can sit 15% off
    /// in one launch in every one of its rounds; a difference must then beat that. NaN for one launch.
    /// </summary>
    internal static double LaunchSpread(CaseResult baseline, CaseResult @case) =>
        baseline.LaunchMediansNs.Count == @case.LaunchMediansNs.Count
            ? LaunchSpread(baseline.RoundMediansNs, @case.RoundMediansNs, @case.LaunchMediansNs.Count)
            : double.NaN;

    /// <summary>
    /// The spread, (max - min) / median, of the ratios of <paramref name="caseRoundsNs"/> to
    /// <paramref name="baselineRoundsNs"/> that each of <paramref name="launches"/> gives on its own (the rounds in
    /// launch order, as many a launch); NaN for one launch or rounds that do not split evenly.
    /// </summary>
    internal static double LaunchSpread(
        IReadOnlyList<double> baselineRoundsNs, IReadOnlyList<double> caseRoundsNs, int launches)
    {
        var rounds = caseRoundsNs.Count;
        if (launches < 2 || baselineRoundsNs.Count != rounds || rounds % launches != 0)
        {
            return double.NaN;
        }

        var perLaunch = rounds / launches;
        var ratios = Enumerable.Range(0, launches)
            .Select(launch => RoundRatio.PairedRatio(
                [.. baselineRoundsNs.Skip(launch * perLaunch).Take(perLaunch)],
                [.. caseRoundsNs.Skip(launch * perLaunch).Take(perLaunch)]))
            .ToArray();
        return ratios.All(double.IsFinite) ? SampleComparer.LaunchSpread(ratios) : double.NaN;
    }

    /// <summary>Why a group's verdicts are withheld, and what would resolve it.</summary>
    internal static string WithheldReason(RoundRatio control) =>
        "the group's A/A control (its baseline measured again, at the group's far end) came out "
        + string.Create(
            CultureInfo.InvariantCulture,
            $"{control.Ratio:0.00}x the baseline ({control.Low:0.00}-{control.High:0.00})")
        + ", so this run's drift was as large as a difference it would report; run it again on a quieter machine, or "
        + "with more launches (--launches 3)";

    private static RatioInterval? Interval(RoundRatio? paired) => paired is null
        ? null
        : new RatioInterval(paired.Ratio, paired.Low, paired.High, paired.Detectable, paired.Rounds);

    private static double Median(CaseResult @case) =>
        @case.Metrics.TryGetValue(MetricCatalog.MedianNs.Name, out var median) ? median : double.NaN;

    private static string Lowercase(Verdict verdict) => verdict.ToString().ToLowerInvariant();
}

using HttpLab.Compare;
using HttpLab.Results;

namespace HttpLab.Studies.Engine;

/// <summary>
/// Judges every case's time ratio: a Mann-Whitney test of its iterations against those of the baseline case with the
/// same parameters (its group's baseline), as <c>httplab compare</c> judges two runs, so that a report calls a case
/// faster or slower than its baseline only where the test calls the difference real.
/// </summary>
public static class RatioVerdicts
{
    public static IReadOnlyList<CaseResult> Apply(IReadOnlyList<CaseResult> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var baselines = cases
            .Where(@case => @case.IsBaseline && @case.IterationsNs.Count > 0)
            .GroupBy(GroupKey, StringComparer.Ordinal)
            .ToDictionary(group => group.Key, group => group.First(), StringComparer.Ordinal);
        return cases
            .Select(@case => @case.IsBaseline
                || @case.IterationsNs.Count == 0
                || !baselines.TryGetValue(GroupKey(@case), out var baseline)
                    ? @case with { RatioVerdict = null }
                    : @case with { RatioVerdict = Verdict(baseline, @case) })
            .ToArray();
    }

    /// <summary>The parameters that make a group: a case's ratios are to the baseline with the same ones.</summary>
    internal static string GroupKey(CaseResult @case) =>
        string.Join(", ", @case.Parameters.Select(parameter => $"{parameter.Key}={parameter.Value}"));

    private static string Verdict(CaseResult baseline, CaseResult @case) =>
        SampleComparer.Compare(baseline, @case, new ComparisonThresholds())
            .Verdict.ToString().ToLowerInvariant();
}

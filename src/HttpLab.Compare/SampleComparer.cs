using HttpLab.Results;
using Perfolizer;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.SignificanceTesting;
using Perfolizer.Mathematics.SignificanceTesting.Base;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;
using static System.FormattableString;

namespace HttpLab.Compare;

/// <summary>
/// Compares the per-iteration times of one case from two runs with Perfolizer's Mann-Whitney U test: an equivalence
/// test against the larger of the relative threshold and the noise floor, so a difference is Faster or Slower only
/// when it is both larger than that and significant at <see cref="Alpha"/>, two-sided (the p-value shown). Samples too
/// small to ever reach that (three iterations against three) are Unknown, not Same. Cases pooled from several launches
/// (<see cref="CaseResult.LaunchMediansNs"/>) must also differ by more than their launch medians spread: iterations
/// measured in one process are not independent of its JIT, memory layout and moment on the machine, so the drift
/// between launches, not the noise within one, is what a difference between runs has to beat.
/// </summary>
public static class SampleComparer
{
    /// <summary>The significance level of the test.</summary>
    public static readonly SignificanceLevel Alpha = SignificanceLevel.P05;

    private static readonly SimpleEquivalenceTest Test = new(MannWhitneyTest.Instance);

    /// <summary>Two cases' iterations compared, against their launch-to-launch spread when they have one.</summary>
    public static SampleComparison Compare(CaseResult baseCase, CaseResult diffCase, ComparisonThresholds thresholds)
    {
        ArgumentNullException.ThrowIfNull(baseCase);
        ArgumentNullException.ThrowIfNull(diffCase);
        var spreads = new[] { baseCase, diffCase }
            .Select(@case => LaunchSpread(@case.LaunchMediansNs))
            .Where(double.IsFinite)
            .ToArray();
        var spread = spreads.Length > 0 ? spreads.Max() : double.NaN;
        if (baseCase.RoundMediansNs.Count > 0 || diffCase.RoundMediansNs.Count > 0)
        {
            return CompareRounds(baseCase, diffCase, thresholds, spread) with
            {
                LaunchSpread = spread,
                SawLaunchDrift = spreads.Length == 2,
            };
        }

        var comparison = Compare(baseCase.IterationsNs, diffCase.IterationsNs, thresholds, spread);
        var hiddenBySpread = comparison.Verdict is Verdict.Same
            && comparison.PValue < Alpha.Value
            && Math.Abs(comparison.Ratio - 1) > thresholds.Relative
            && Math.Abs(comparison.DiffMedianNs - comparison.BaseMedianNs) >= thresholds.NoiseNs;
        return comparison with
        {
            LaunchSpread = spread,
            SawLaunchDrift = spreads.Length == 2,
            Reason = hiddenBySpread ? Invariant($"within the {spread:0%} launch-to-launch spread") : null,
        };
    }

    /// <summary>
    /// Two runs' cases measured in rounds (<see cref="CaseResult.RoundMediansNs"/>) compared round set against
    /// round set (<see cref="RoundRatio.Unpaired"/>): the round, not the iteration, is the unit that moves from one
    /// stretch of a run to the next, so a difference must beat the spread of each run's rounds. Unknown when either
    /// run has fewer than <see cref="RoundRatio.MinRounds"/> rounds.
    /// </summary>
    private static SampleComparison CompareRounds(
        CaseResult baseCase, CaseResult diffCase, ComparisonThresholds thresholds, double launchSpread)
    {
        var baseMedian = Median(baseCase.IterationsNs);
        var diffMedian = Median(diffCase.IterationsNs);
        if (RoundRatio.Unpaired(baseCase.RoundMediansNs, diffCase.RoundMediansNs) is not { } rounds)
        {
            var ratio = baseMedian > 0 ? diffMedian / baseMedian : double.NaN;
            return new SampleComparison(Verdict.Unknown, baseMedian, diffMedian, ratio, double.NaN);
        }

        var relative = double.IsFinite(launchSpread)
            ? Math.Max(thresholds.Relative, launchSpread)
            : thresholds.Relative;
        var verdict = rounds.Judge(thresholds with { Relative = relative }, baseMedian);
        return new SampleComparison(verdict, baseMedian, diffMedian, rounds.Ratio, rounds.PValue) { Rounds = rounds };
    }

    /// <summary>
    /// Two sample sets compared; a finite <paramref name="launchSpread"/> raises the relative threshold to it.
    /// </summary>
    public static SampleComparison Compare(
        IReadOnlyList<double> baseNs,
        IReadOnlyList<double> diffNs,
        ComparisonThresholds thresholds,
        double launchSpread = double.NaN)
    {
        ArgumentNullException.ThrowIfNull(baseNs);
        ArgumentNullException.ThrowIfNull(diffNs);
        ArgumentNullException.ThrowIfNull(thresholds);
        if (thresholds.Problem() is { } problem)
        {
            throw new ArgumentException(problem, nameof(thresholds));
        }

        var baseMedian = Median(baseNs);
        var diffMedian = Median(diffNs);
        var ratio = baseMedian > 0 ? diffMedian / baseMedian : double.NaN;
        if (!CanShowDifference(baseNs.Count, diffNs.Count))
        {
            return new SampleComparison(Verdict.Unknown, baseMedian, diffMedian, ratio, double.NaN);
        }

        var baseSample = new Sample(baseNs.ToArray());
        var diffSample = new Sample(diffNs.ToArray());
        var pValue = MannWhitneyTest.Instance
            .GetPValue(baseSample, diffSample, AlternativeHypothesis.TwoSides, Threshold.Zero).Value;
        if (Math.Abs(diffMedian - baseMedian) < thresholds.NoiseNs)
        {
            return new SampleComparison(Verdict.Same, baseMedian, diffMedian, ratio, pValue);
        }

        var relative = double.IsFinite(launchSpread)
            ? Math.Max(thresholds.Relative, launchSpread)
            : thresholds.Relative;
        var threshold = new Threshold(PercentValue.Of(relative * 100), NumberValue.Of(thresholds.NoiseNs));
        var verdict = Test.Perform(baseSample, diffSample, threshold, Alpha) switch
        {
            ComparisonResult.Greater => Verdict.Faster,
            ComparisonResult.Lesser => Verdict.Slower,
            ComparisonResult.Indistinguishable => Verdict.Same,
            _ => Verdict.Unknown,
        };
        if (verdict is Verdict.Faster or Verdict.Slower && pValue >= Alpha.Value)
        {
            verdict = Verdict.Same;
        }
        return new SampleComparison(verdict, baseMedian, diffMedian, ratio, pValue);
    }

    /// <summary>
    /// Whether samples this small can show a difference at all: the smallest two-sided p-value the test can give is
    /// 2 / C(m + n, m), reached when every value of one sample is below every value of the other. Three iterations
    /// against three can never get below 0.1.
    /// </summary>
    public static bool CanShowDifference(int baseCount, int diffCount)
    {
        if (baseCount < 2 || diffCount < 2)
        {
            return false;
        }

        var orderings = 1.0;
        for (var index = 1; index <= Math.Min(baseCount, diffCount); index++)
        {
            orderings = orderings * (baseCount + diffCount - index + 1) / index;
        }

        return 2 / orderings < Alpha.Value;
    }

    /// <summary>(max - min) / median of a case's launch medians; NaN for fewer than two.</summary>
    public static double LaunchSpread(IReadOnlyList<double> launchMediansNs)
    {
        ArgumentNullException.ThrowIfNull(launchMediansNs);
        var median = Median(launchMediansNs);
        return launchMediansNs.Count < 2 || median <= 0
            ? double.NaN
            : (launchMediansNs.Max() - launchMediansNs.Min()) / median;
    }

    internal static double Median(IReadOnlyList<double> values)
    {
        if (values.Count == 0)
        {
            return double.NaN;
        }

        var sorted = values.Order().ToArray();
        var middle = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}

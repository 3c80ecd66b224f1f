using Perfolizer;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.SignificanceTesting;
using Perfolizer.Mathematics.SignificanceTesting.Base;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;

namespace HttpLab.Compare;

/// <summary>
/// Compares the per-iteration times of one case from two runs with Perfolizer's Mann-Whitney U test: an equivalence
/// test against the larger of the relative threshold and the noise floor, so a difference is Faster or Slower only
/// when it is both larger than that and significant at <see cref="Alpha"/>, two-sided (the p-value shown). Samples too
/// small to ever reach that (three iterations against three) are Unknown, not Same.
/// </summary>
public static class SampleComparer
{
    /// <summary>The significance level of the test.</summary>
    public static readonly SignificanceLevel Alpha = SignificanceLevel.P05;

    private static readonly SimpleEquivalenceTest Test = new(MannWhitneyTest.Instance);

    public static SampleComparison Compare(
        IReadOnlyList<double> baseNs, IReadOnlyList<double> diffNs, ComparisonThresholds thresholds)
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

        var threshold = new Threshold(PercentValue.Of(thresholds.Relative * 100), NumberValue.Of(thresholds.NoiseNs));
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

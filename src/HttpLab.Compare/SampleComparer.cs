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
/// when it is both larger than that and significant at <see cref="Alpha"/>, two-sided (the p-value shown): three
/// iterations against three can never show one (their smallest two-sided p-value is 0.1).
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
        if (baseNs.Count < 2 || diffNs.Count < 2)
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

    private static double Median(IReadOnlyList<double> values)
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

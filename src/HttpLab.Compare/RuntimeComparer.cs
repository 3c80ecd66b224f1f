using HttpLab.Results;

namespace HttpLab.Compare;

/// <summary>
/// Lines up a study's cases across the runtimes it ran on (each case has a <c>runtime</c> parameter) and compares each
/// runtime's iteration samples with the baseline runtime's, as <see cref="SampleComparer"/> compares two runs.
/// </summary>
public static class RuntimeComparer
{
    public const string RuntimeParameter = "runtime";

    private const double NanosecondsPerMicrosecond = 1_000;

    public static RuntimeComparison Compare(
        SuiteResult suite, IReadOnlyList<string> runtimes, string baselineRuntime, ComparisonThresholds thresholds)
    {
        ArgumentNullException.ThrowIfNull(suite);
        ArgumentNullException.ThrowIfNull(runtimes);
        ArgumentNullException.ThrowIfNull(thresholds);
        var rows = new List<RuntimeComparisonRow>();
        foreach (var sameCase in suite.Cases.GroupBy(WithoutRuntime, StringComparer.Ordinal))
        {
            var byRuntime = sameCase.ToDictionary(RuntimeOf, StringComparer.Ordinal);
            var baseline = byRuntime.GetValueOrDefault(baselineRuntime);
            var first = sameCase.First();
            rows.Add(new RuntimeComparisonRow
            {
                Case = first.Name,
                Metric = first.IterationsNs.Count > 0 ? null : JudgedDistribution(first)?.Name,
                Parameters = first.Parameters
                    .Where(parameter => parameter.Key != RuntimeParameter)
                    .ToDictionary(parameter => parameter.Key, parameter => parameter.Value, StringComparer.Ordinal),
                Cells = runtimes
                    .Select(runtime => Cell(
                        runtime,
                        byRuntime.GetValueOrDefault(runtime),
                        baseline,
                        isBaseline: runtime == baselineRuntime,
                        thresholds))
                    .ToArray(),
            });
        }

        return new RuntimeComparison
        {
            BaselineRuntime = baselineRuntime,
            Runtimes = runtimes,
            Threshold = thresholds.Relative,
            NoiseNs = thresholds.NoiseNs,
            Rows = rows,
        };
    }

    private static RuntimeComparisonCell Cell(
        string runtime, CaseResult? measured, CaseResult? baseline, bool isBaseline, ComparisonThresholds thresholds)
    {
        if (measured is null)
        {
            return new RuntimeComparisonCell { Runtime = runtime, Missing = "not measured on this runtime" };
        }

        if (measured.IterationsNs.Count == 0)
        {
            return DistributionCell(runtime, measured, baseline, isBaseline, thresholds);
        }

        var median = SampleComparer.Median(measured.IterationsNs);
        if (isBaseline || baseline is null || baseline.IterationsNs.Count == 0)
        {
            return new RuntimeComparisonCell { Runtime = runtime, MedianNs = median };
        }

        var comparison = SampleComparer.Compare(baseline, measured, thresholds);
        return new RuntimeComparisonCell
        {
            Runtime = runtime,
            MedianNs = median,
            Ratio = comparison.Ratio,
            Verdict = comparison.Verdict.ToString().ToLowerInvariant(),
            PValue = double.IsFinite(comparison.PValue) ? comparison.PValue : null,
        };
    }

    /// <summary>
    /// A case measured as a distribution (a cancel case's overshoot): its median, and against the baseline runtime the
    /// ratio of the medians with the verdict of the bootstrap interval that <c>httplab compare</c> draws.
    /// </summary>
    private static RuntimeComparisonCell DistributionCell(
        string runtime, CaseResult measured, CaseResult? baseline, bool isBaseline, ComparisonThresholds thresholds)
    {
        if (JudgedDistribution(measured) is not { } metric)
        {
            return new RuntimeComparisonCell { Runtime = runtime, Missing = "no iteration samples" };
        }

        var distribution = measured.Distributions[metric.Name];
        var median = distribution.P50 * NanosecondsPerMicrosecond;
        if (isBaseline || baseline is null || !baseline.Distributions.TryGetValue(metric.Name, out var reference))
        {
            return new RuntimeComparisonCell { Runtime = runtime, MedianNs = median };
        }

        var p50 = DistributionComparison.Of(runtime, measured.Name, metric.Name, reference, distribution, thresholds)
            .Statistics.First(statistic => statistic.Statistic == DistributionStatistic.P50);
        return new RuntimeComparisonCell
        {
            Runtime = runtime,
            MedianNs = median,
            Ratio = double.IsFinite(p50.Ratio) ? p50.Ratio : null,
            Verdict = p50.Verdict.ToString().ToLowerInvariant(),
        };
    }

    /// <summary>The distribution a comparison judges a case by (e.g. <c>overshootUs</c>), or null.</summary>
    public static MetricDefinition? JudgedDistribution(CaseResult @case)
    {
        ArgumentNullException.ThrowIfNull(@case);
        return DistributionComparison.Compared.FirstOrDefault(metric => @case.Distributions.ContainsKey(metric.Name));
    }

    private static string RuntimeOf(CaseResult @case) =>
        @case.Parameters.TryGetValue(RuntimeParameter, out var runtime) ? runtime.ToString() : string.Empty;

    private static string WithoutRuntime(CaseResult @case) =>
        RunComparison.Label(@case with
        {
            Parameters = @case.Parameters
                .Where(parameter => parameter.Key != RuntimeParameter)
                .ToDictionary(parameter => parameter.Key, parameter => parameter.Value, StringComparer.Ordinal),
        });
}

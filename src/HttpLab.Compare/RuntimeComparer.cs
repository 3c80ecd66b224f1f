using HttpLab.Results;

namespace HttpLab.Compare;

/// <summary>
/// Lines up a study's cases across the runtimes it ran on (each case has a <c>runtime</c> parameter) and compares each
/// runtime's iteration samples with the baseline runtime's, as <see cref="SampleComparer"/> compares two runs.
/// </summary>
public static class RuntimeComparer
{
    public const string RuntimeParameter = "runtime";

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
            return new RuntimeComparisonCell { Runtime = runtime, Missing = "no iteration samples" };
        }

        var median = SampleComparer.Median(measured.IterationsNs);
        if (isBaseline || baseline is null || baseline.IterationsNs.Count == 0)
        {
            return new RuntimeComparisonCell { Runtime = runtime, MedianNs = median };
        }

        var comparison = SampleComparer.Compare(baseline.IterationsNs, measured.IterationsNs, thresholds);
        return new RuntimeComparisonCell
        {
            Runtime = runtime,
            MedianNs = median,
            Ratio = comparison.Ratio,
            Verdict = comparison.Verdict.ToString().ToLowerInvariant(),
            PValue = double.IsFinite(comparison.PValue) ? comparison.PValue : null,
        };
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

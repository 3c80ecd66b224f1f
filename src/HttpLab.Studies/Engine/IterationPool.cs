using BenchmarkDotNet.Mathematics;
using HttpLab.Results;

namespace HttpLab.Studies.Engine;

/// <summary>
/// One micro-benchmark case measured several times (in rounds, or in launches) as one: its iterations together, its
/// statistics computed again over all of them, the other per-operation counts averaged; and every case's ratios again
/// from those.
/// </summary>
internal static class IterationPool
{
    private static readonly HashSet<string> Recomputed = new(StringComparer.Ordinal)
    {
        MetricCatalog.MeanNs.Name, MetricCatalog.ErrorNs.Name, MetricCatalog.StdDevNs.Name,
        MetricCatalog.MedianNs.Name, MetricCatalog.P95Ns.Name, MetricCatalog.Iterations.Name,
        MetricCatalog.Ratio.Name, MetricCatalog.AllocRatio.Name, MetricCatalog.OverIdealNs.Name,
    };

    /// <summary>The same case in every round or launch: its name and its group's parameters.</summary>
    public static string Key(CaseResult @case) => $"{@case.Name} [{RatioVerdicts.GroupKey(@case)}]";

    public static CaseResult Pooled(IReadOnlyList<CaseResult> cases)
    {
        var iterations = cases.SelectMany(@case => @case.IterationsNs).ToArray();
        var statistics = new Statistics(iterations);
        var metrics = cases
            .SelectMany(@case => @case.Metrics)
            .Where(metric => !Recomputed.Contains(metric.Key))
            .GroupBy(metric => metric.Key, StringComparer.Ordinal)
            .ToDictionary(metric => metric.Key, metric => metric.Average(value => value.Value), StringComparer.Ordinal);
        metrics[MetricCatalog.MeanNs.Name] = statistics.Mean;
        metrics[MetricCatalog.ErrorNs.Name] = statistics.ConfidenceInterval.Margin;
        metrics[MetricCatalog.StdDevNs.Name] = statistics.StandardDeviation;
        metrics[MetricCatalog.MedianNs.Name] = statistics.Median;
        metrics[MetricCatalog.P95Ns.Name] = statistics.Percentiles.P95;
        metrics[MetricCatalog.Iterations.Name] = statistics.N;
        if (metrics.TryGetValue(MetricCatalog.IdealNs.Name, out var ideal))
        {
            metrics[MetricCatalog.OverIdealNs.Name] = statistics.Mean - ideal;
        }

        return cases[0] with
        {
            Metrics = metrics,
            IterationsNs = iterations,
            Warnings = [.. cases.SelectMany(@case => @case.Warnings).Distinct()],
        };
    }

    /// <summary>Each case's ratios again, to the baseline case with the same parameters.</summary>
    public static List<CaseResult> WithRatios(List<CaseResult> cases)
    {
        var baselines = cases
            .Where(@case => @case.IsBaseline && @case.IterationsNs.Count > 0)
            .ToDictionary(RatioVerdicts.GroupKey, StringComparer.Ordinal);
        return cases.Select(@case =>
        {
            if (@case.IterationsNs.Count == 0
                || !baselines.TryGetValue(RatioVerdicts.GroupKey(@case), out var baseline))
            {
                return @case;
            }

            var metrics = new Dictionary<string, double>(@case.Metrics, StringComparer.Ordinal);
            BenchmarkSuiteBuilder.AddRatios(metrics, baseline.Metrics);
            return @case with { Metrics = metrics };
        }).ToList();
    }
}

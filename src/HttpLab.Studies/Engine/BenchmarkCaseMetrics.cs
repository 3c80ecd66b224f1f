using BenchmarkDotNet.Reports;
using HttpLab.Results;

namespace HttpLab.Studies.Engine;

/// <summary>
/// Reads one BenchmarkDotNet report into HttpLab's metrics (all times per operation, in nanoseconds).
/// </summary>
internal static class BenchmarkCaseMetrics
{
    private static readonly (string Id, MetricDefinition Metric)[] ThreadingMetrics =
    [
        (PerOperationMetric.CompletedWorkItems.Id, MetricCatalog.CompletedWorkItemsPerOp),
        (PerOperationMetric.LockContentions.Id, MetricCatalog.LockContentionsPerOp),
    ];

    public static Dictionary<string, double> From(BenchmarkReport report)
    {
        var statistics = report.ResultStatistics
            ?? throw new ArgumentException($"{report.BenchmarkCase.DisplayInfo} has no measurements.", nameof(report));
        var metrics = new Dictionary<string, double>
        {
            [MetricCatalog.MeanNs.Name] = statistics.Mean,
            [MetricCatalog.ErrorNs.Name] = statistics.ConfidenceInterval.Margin,
            [MetricCatalog.StdDevNs.Name] = statistics.StandardDeviation,
            [MetricCatalog.MedianNs.Name] = statistics.Median,
            [MetricCatalog.P95Ns.Name] = statistics.Percentiles.P95,
        };

        var gc = report.GcStats;

        // Not GetBytesAllocatedPerOperation: BenchmarkDotNet 0.14 does not recognize .NET 10 and then treats it like
        // .NET Core 1.x, reporting any total under its 8 KB allocation quantum as 0. The runtime's count is exact.
        if (gc.TotalOperations > 0
            && gc.GetTotalAllocatedBytes(excludeAllocationQuantumSideEffects: false) is { } allocatedTotal)
        {
            metrics[MetricCatalog.AllocatedBytesPerOp.Name] = (double)allocatedTotal / gc.TotalOperations;
            metrics[MetricCatalog.Gen0Per1000.Name] = PerThousand(gc.Gen0Collections, gc.TotalOperations);
            metrics[MetricCatalog.Gen1Per1000.Name] = PerThousand(gc.Gen1Collections, gc.TotalOperations);
            metrics[MetricCatalog.Gen2Per1000.Name] = PerThousand(gc.Gen2Collections, gc.TotalOperations);
        }

        foreach (var (id, metric) in ThreadingMetrics)
        {
            if (report.Metrics.TryGetValue(id, out var value))
            {
                metrics[metric.Name] = value.Value;
            }
        }

        metrics[MetricCatalog.Iterations.Name] = statistics.N;
        return metrics;
    }

    private static double PerThousand(int collections, long operations) => collections * 1000.0 / operations;
}

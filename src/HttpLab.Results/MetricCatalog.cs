namespace HttpLab.Results;

/// <summary>Every metric HttpLab writes, in the order reports show them.</summary>
public static class MetricCatalog
{
    public static readonly MetricDefinition MeanNs = new("meanNs", "Mean", MetricKind.DurationNs, "Arithmetic mean of all measurements");
    public static readonly MetricDefinition ErrorNs = new("errorNs", "Error", MetricKind.DurationNs, "Half of the 99.9% confidence interval of the mean");
    public static readonly MetricDefinition StdDevNs = new("stdDevNs", "StdDev", MetricKind.DurationNs, "Standard deviation of all measurements");
    public static readonly MetricDefinition MedianNs = new("medianNs", "Median", MetricKind.DurationNs, "Value separating the higher half of all measurements (50th percentile)");
    public static readonly MetricDefinition P95Ns = new("p95Ns", "P95", MetricKind.DurationNs, "95th percentile of all measurements");
    public static readonly MetricDefinition Ratio = new("ratio", "Ratio", MetricKind.Ratio, "Mean of this case divided by the mean of the baseline in the same group");
    public static readonly MetricDefinition AllocatedBytesPerOp = new("allocatedBytesPerOp", "Allocated", MetricKind.Bytes, "Managed memory allocated per operation (inclusive, 1 KB = 1024 B)");
    public static readonly MetricDefinition AllocRatio = new("allocRatio", "Alloc Ratio", MetricKind.Ratio, "Allocated bytes of this case divided by those of the baseline in the same group");
    public static readonly MetricDefinition Gen0Per1000 = new("gen0Per1000", "Gen0", MetricKind.PerThousand, "Generation 0 collections per 1000 operations");
    public static readonly MetricDefinition Gen1Per1000 = new("gen1Per1000", "Gen1", MetricKind.PerThousand, "Generation 1 collections per 1000 operations");
    public static readonly MetricDefinition Gen2Per1000 = new("gen2Per1000", "Gen2", MetricKind.PerThousand, "Generation 2 collections per 1000 operations");
    public static readonly MetricDefinition Iterations = new("iterations", "N", MetricKind.Count, "Number of measured iterations behind the statistics");

    public static IReadOnlyList<MetricDefinition> All { get; } =
    [
        MeanNs, ErrorNs, StdDevNs, MedianNs, P95Ns, Ratio, AllocatedBytesPerOp, AllocRatio, Gen0Per1000, Gen1Per1000, Gen2Per1000, Iterations,
    ];

    public static MetricDefinition? Find(string name) => All.FirstOrDefault(metric => metric.Name == name);
}

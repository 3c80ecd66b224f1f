using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Reports;

namespace HttpLab.Studies.Engine;

/// <summary>A count per operation reported by <see cref="ThreadPoolDiagnoser"/>.</summary>
internal sealed class PerOperationMetric(string id, string displayName, string legend) : IMetricDescriptor
{
    public static readonly PerOperationMetric CompletedWorkItems = new("CompletedWorkItemCount", "Completed Work "
        + "Items", "The number of work items processed by the thread pool per operation");

    public static readonly PerOperationMetric LockContentions = new(
        "LockContentionCount",
        "Lock Contentions",
        "The number of times there was contention upon trying to take a Monitor's lock per operation");

    public string Id => id;

    public string DisplayName => displayName;

    public string Legend => legend;

    public string NumberFormat => "#0.0000";

    public UnitType UnitType => UnitType.Dimensionless;

    public string Unit => "Count";

    public bool TheGreaterTheBetter => false;

    public int PriorityInCategory => 0;

    public bool GetIsAvailable(Metric metric) => true;
}

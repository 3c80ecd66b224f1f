namespace HttpLab.Results.Formatting;

/// <summary>Which parameters and metrics a suite's cases carry, in the order every exporter lists them.</summary>
internal static class SuiteColumns
{
    /// <summary>Parameter names in first-appearance order.</summary>
    public static IReadOnlyList<string> Parameters(SuiteResult suite) =>
        suite.Cases.SelectMany(@case => @case.Parameters.Keys).Distinct(StringComparer.Ordinal).ToArray();

    /// <summary>The catalog metrics at least one case has, in catalog order.</summary>
    public static IReadOnlyList<MetricDefinition> CatalogMetrics(SuiteResult suite) =>
        MetricCatalog.All.Where(metric => suite.Cases.Any(@case => @case.Metrics.ContainsKey(metric.Name))).ToArray();

    /// <summary>
    /// Metric names outside the catalog, in first-appearance order, so a newer engine's metrics are not lost.
    /// </summary>
    public static IReadOnlyList<string> OtherMetrics(SuiteResult suite) =>
        suite.Cases
            .SelectMany(@case => @case.Metrics.Keys)
            .Where(name => MetricCatalog.Find(name) is null)
            .Distinct(StringComparer.Ordinal)
            .ToArray();

    /// <summary>The catalog's distribution metrics at least one case has, in catalog order.</summary>
    public static IReadOnlyList<MetricDefinition> CatalogDistributions(SuiteResult suite) =>
        MetricCatalog.All
            .Where(metric => metric.Kind == MetricKind.DistributionUs
                && suite.Cases.Any(@case => @case.Distributions.ContainsKey(metric.Name)))
            .ToArray();

    /// <summary>
    /// Distribution names that are not the catalog's distribution metrics, in first-appearance order.
    /// </summary>
    public static IReadOnlyList<string> OtherDistributions(SuiteResult suite) =>
        suite.Cases
            .SelectMany(@case => @case.Distributions.Keys)
            .Where(name => MetricCatalog.Find(name) is not { Kind: MetricKind.DistributionUs })
            .Distinct(StringComparer.Ordinal)
            .ToArray();

    public static bool Has(SuiteResult suite, MetricDefinition metric) =>
        suite.Cases.Any(@case => @case.Metrics.TryGetValue(metric.Name, out var value) && double.IsFinite(value));
}

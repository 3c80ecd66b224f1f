using HttpLab.Results.Formatting;

namespace HttpLab.Results.Charts;

/// <summary>One group of a suite as a chart row: the time panel and, when the suite measured allocation, its panel.</summary>
internal sealed record ChartRow(string Heading, IReadOnlyList<CaseResult> Cases, IReadOnlyList<BarPanel> Panels)
{
    public static ChartRow From(CaseGroup group, SuiteResult suite, bool withAllocation)
    {
        // The same units and decimals as the report's table for this group, so chart and table show the same numbers.
        var format = TableFormat.For(group.Cases, [MetricCatalog.MeanNs, MetricCatalog.ErrorNs, MetricCatalog.AllocatedBytesPerOp]);
        var time = format.ScaledFor(MetricCatalog.MeanNs);
        var hasError = group.Cases.Any(@case => Finite(@case, MetricCatalog.ErrorNs) is not null);
        var panels = new List<BarPanel>
        {
            new(
                "time",
                hasError ? $"Mean time per operation ({time.Symbol}) — whiskers: 99.9% CI" : $"Mean time per operation ({time.Symbol})",
                group.Cases.Select(@case => new ChartBar(
                    @case.Name,
                    Finite(@case, MetricCatalog.MeanNs) is { } mean ? time.Scale(mean) : null,
                    Finite(@case, MetricCatalog.ErrorNs) is { } error ? time.Scale(error) : null,
                    IsBaseline(suite, @case),
                    Tooltip(@case, format, MetricCatalog.MeanNs, MetricCatalog.ErrorNs))).ToArray(),
                time.InUnit),
        };

        if (withAllocation)
        {
            var size = format.ScaledFor(MetricCatalog.AllocatedBytesPerOp);
            panels.Add(new(
                "alloc",
                $"Allocated per operation ({size.Symbol})",
                group.Cases.Select(@case => new ChartBar(
                    @case.Name,
                    Finite(@case, MetricCatalog.AllocatedBytesPerOp) is { } bytes ? size.Scale(bytes) : null,
                    null,
                    IsBaseline(suite, @case),
                    Tooltip(@case, format, MetricCatalog.AllocatedBytesPerOp, null))).ToArray(),
                size.InUnit));
        }

        return new ChartRow(group.Heading, group.Cases, panels);
    }

    public static bool IsBaseline(SuiteResult suite, CaseResult @case) => CaseResult.IsBaselineOf(suite, @case);

    private static double? Finite(CaseResult @case, MetricDefinition metric) =>
        @case.Metrics.TryGetValue(metric.Name, out var value) && double.IsFinite(value) ? value : null;

    private static string Tooltip(CaseResult @case, TableFormat format, MetricDefinition metric, MetricDefinition? spread) =>
        spread is not null && Finite(@case, spread) is not null
            ? $"{@case.Name}: {format.Format(metric, @case)} ± {format.Format(spread, @case)}"
            : $"{@case.Name}: {format.Format(metric, @case)}";
}

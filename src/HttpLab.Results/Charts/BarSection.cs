using HttpLab.Results.Formatting;

namespace HttpLab.Results.Charts;

/// <summary>
/// The bars of a suite with mean times: a row per group, with the mean time per operation (whiskers: the 99.9%
/// confidence interval) and, when the suite measured allocation, the bytes allocated per operation beside it. Cases
/// keep the order of <see cref="SuiteResult.Cases"/>, the order of the report's tables, and its units and numbers.
/// </summary>
internal static class BarSection
{
    private const double PanelWidth = 520;

    /// <summary>The rows of bars, or null when no case has a mean time.</summary>
    public static IReadOnlyList<IReadOnlyList<ChartPanel>>? For(SuiteResult suite)
    {
        if (!SuiteColumns.Has(suite, MetricCatalog.MeanNs))
        {
            return null;
        }

        var withAllocation = SuiteColumns.Has(suite, MetricCatalog.AllocatedBytesPerOp);
        return CaseGroup.Split(suite).Select(group => Row(suite, group, withAllocation)).ToArray();
    }

    /// <summary>The key printed in the chart's header: what the bar colours and whiskers mean.</summary>
    public static string? Key(SuiteResult suite)
    {
        var parts = new List<string>();
        if (suite.Baseline is { } baseline)
        {
            parts.Add($"orange bar: the baseline, {baseline}");
        }
        else if (suite.Cases.Any(@case => @case.IsBaseline))
        {
            parts.Add("orange bar: each group's baseline");
        }

        if (suite.Cases.Any(@case => @case.Metrics.ContainsKey(MetricCatalog.ErrorNs.Name)))
        {
            parts.Add("whiskers: 99.9% confidence interval of the mean");
        }

        if (suite.Cases.Any(@case => @case.Warnings.Count > 0))
        {
            parts.Add("⚠: the case has warnings (see the report)");
        }

        return parts.Count == 0 ? null : string.Join(" · ", parts);
    }

    private static IReadOnlyList<ChartPanel> Row(SuiteResult suite, CaseGroup group, bool withAllocation)
    {
        // The same units and decimals as the report's table for this group, so chart and table show the same numbers.
        var format = TableFormat.For(
            group.Cases, [MetricCatalog.MeanNs, MetricCatalog.ErrorNs, MetricCatalog.AllocatedBytesPerOp]);
        var heading = suite.GroupBy.Count > 0 ? group.Heading : null;
        var time = format.ScaledFor(MetricCatalog.MeanNs);
        var hasError = group.Cases.Any(@case => Finite(@case, MetricCatalog.ErrorNs) is not null);
        var panels = new List<ChartPanel>
        {
            BarPlot.Panel(
                "time",
                Title(
                    heading,
                    hasError
                        ? $"Mean time per operation ({time.Symbol}) — whiskers: 99.9% CI"
                        : $"Mean time per operation ({time.Symbol})"),
                group.Cases.Select(@case => new BarValue(
                    CaseLabels.For(@case),
                    Finite(@case, MetricCatalog.MeanNs) is { } mean ? time.Scale(mean) : null,
                    Finite(@case, MetricCatalog.ErrorNs) is { } error ? time.Scale(error) : null,
                    CaseResult.IsBaselineOf(suite, @case))).ToArray(),
                time.InUnit,
                PanelWidth),
        };

        if (withAllocation)
        {
            var size = format.ScaledFor(MetricCatalog.AllocatedBytesPerOp);
            panels.Add(BarPlot.Panel(
                "alloc",
                Title(heading, $"Allocated per operation ({size.Symbol})"),
                group.Cases.Select(@case => new BarValue(
                    CaseLabels.For(@case),
                    Finite(@case, MetricCatalog.AllocatedBytesPerOp) is { } bytes ? size.Scale(bytes) : null,
                    null,
                    CaseResult.IsBaselineOf(suite, @case))).ToArray(),
                size.InUnit,
                PanelWidth));
        }

        return panels;
    }

    private static string Title(string? heading, string title) => heading is null ? title : $"{heading}: {title}";

    private static double? Finite(CaseResult @case, MetricDefinition metric) =>
        @case.Metrics.TryGetValue(metric.Name, out var value) && double.IsFinite(value) ? value : null;
}

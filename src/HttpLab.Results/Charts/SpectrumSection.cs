using HttpLab.Results.Formatting;

namespace HttpLab.Results.Charts;

/// <summary>
/// The spectrum part of a suite's chart: the case legend, then one panel per distribution metric that has spectra, in
/// catalog order, two panels to a row. A case keeps its colour in every panel; cases without the metric's spectrum are
/// absent from that panel. When the same case names recur in every group (the routes of each run of the load study),
/// the cases of a group are compared in panels of their own instead: a row per metric, a column per group, and a case
/// name keeps its colour across the groups.
/// </summary>
internal sealed class SpectrumSection
{
    private const int DefaultColumns = 2;
    private const double LegendGap = 18;
    private const double RowGap = 22;

    private readonly IReadOnlyList<SpectrumLegendItem> items;
    private readonly IReadOnlyList<SpectrumPanel> panels;
    private readonly int columns;

    private SpectrumSection(IReadOnlyList<SpectrumLegendItem> items, IReadOnlyList<SpectrumPanel> panels, int columns)
    {
        this.items = items;
        this.panels = panels;
        this.columns = columns;
        var shown = Math.Min(columns, panels.Count);
        Width = (2 * ChartTheme.Margin) + (shown * SpectrumPanel.Width) + ((shown - 1) * ChartTheme.PanelGap);
    }

    /// <summary>The panels' width; the legend wraps to whatever the chart is, which may be wider (bars above).</summary>
    public double Width { get; }

    public double Height(double chartWidth)
    {
        var rows = (panels.Count + columns - 1) / columns;
        return Legend(chartWidth).Height + LegendGap + (rows * SpectrumPanel.Height) + ((rows - 1) * RowGap);
    }

    /// <summary>The spectra of a suite's distributions, or null when no case has a spectrum of a catalog distribution.</summary>
    public static SpectrumSection? For(SuiteResult suite, SpectrumMode mode)
    {
        var metrics = SuiteColumns.CatalogDistributions(suite).Where(metric => suite.Cases.Any(@case => Spectrum(@case, metric) is not null)).ToArray();
        if (metrics.Length == 0)
        {
            return null;
        }

        var groups = CaseGroup.Split(suite);
        if (groups.Count > 1 && groups.All(group => group.Cases.Select(@case => @case.Name).Distinct().Count() == group.Cases.Count)
            && suite.Cases.Select(@case => @case.Name).Distinct().Count() < suite.Cases.Count)
        {
            return ByGroup(suite, groups, metrics, mode);
        }

        var labels = Labels(suite);
        var items = suite.Cases
            .Where(@case => metrics.Any(metric => Spectrum(@case, metric) is not null))
            .Select((@case, index) => new SpectrumLegendItem(
                @case,
                labels[@case],
                ChartTheme.Series[index % ChartTheme.Series.Count],
                ChartTheme.SeriesDashes[index / ChartTheme.Series.Count % ChartTheme.SeriesDashes.Count]))
            .ToArray();
        var panels = metrics.Select(metric => Panel(metric, $"{metric.Column} ({metric.Name})", items, SpectrumModes.For(metric, mode))).ToArray();
        return new SpectrumSection(items, panels, DefaultColumns);
    }

    private static SpectrumSection ByGroup(SuiteResult suite, IReadOnlyList<CaseGroup> groups, IReadOnlyList<MetricDefinition> metrics, SpectrumMode mode)
    {
        // One legend entry per case name, carrying the warning mark of any of its cases.
        var names = suite.Cases.GroupBy(@case => @case.Name).ToArray();
        var items = names
            .Select((cases, index) => new SpectrumLegendItem(
                cases.FirstOrDefault(@case => @case.Warnings.Count > 0) ?? cases.First(),
                cases.Key,
                ChartTheme.Series[index % ChartTheme.Series.Count],
                ChartTheme.SeriesDashes[index / ChartTheme.Series.Count % ChartTheme.SeriesDashes.Count]))
            .ToArray();
        var panels = metrics.SelectMany(metric => groups.Select(group =>
        {
            var title = $"{metric.Column} · {group.Heading}";
            var lines = group.Cases.Select(@case => items.First(item => item.Label == @case.Name) with { Case = @case }).ToArray();
            return Panel(metric, title, lines, SpectrumModes.For(metric, mode));
        })).ToArray();
        return new SpectrumSection(items, panels, groups.Count);
    }

    public void Draw(SvgWriter svg, double top, double chartWidth)
    {
        var legend = Legend(chartWidth);
        svg.Start("g", ("class", "spectra"));
        legend.Draw(svg, ChartTheme.Margin, top);
        var panelsTop = top + legend.Height + LegendGap;
        for (var index = 0; index < panels.Count; index++)
        {
            var (row, column) = (index / columns, index % columns);
            panels[index].Draw(
                svg,
                ChartTheme.Margin + (column * (SpectrumPanel.Width + ChartTheme.PanelGap)),
                panelsTop + (row * (SpectrumPanel.Height + RowGap)));
        }

        svg.End();
    }

    private static SpectrumPanel Panel(MetricDefinition metric, string title, IReadOnlyList<SpectrumLegendItem> items, SpectrumMode mode)
    {
        var drawn = items.Where(item => Spectrum(item.Case, metric) is not null).ToArray();

        // The report's format for this metric's table: the axis and the tooltips print the numbers the table prints.
        var format = DistributionFormat.For(drawn.Select(item => item.Case.Distributions[metric.Name]).ToArray());
        var lines = drawn
            .Select(item => (Item: item, Distribution: item.Case.Distributions[metric.Name]))
            .Select(line => new SpectrumLine(line.Item.Label, line.Item.Colour, line.Item.Dash, line.Distribution, Tooltip(line.Item.Label, line.Distribution, format)))
            .ToArray();
        return new SpectrumPanel(metric.Name, title, mode, lines, format.Unit);
    }

    private LineLegend Legend(double chartWidth) => new(items, chartWidth - (2 * ChartTheme.Margin));

    private static IReadOnlyList<PercentilePoint>? Spectrum(CaseResult @case, MetricDefinition metric) =>
        @case.Distributions.TryGetValue(metric.Name, out var distribution) && distribution.Spectrum.Count > 0 ? distribution.Spectrum : null;

    /// <summary>A case's name, or with its group when the name repeats across groups, as a BenchmarkDotNet case does.</summary>
    private static Dictionary<CaseResult, string> Labels(SuiteResult suite)
    {
        var labels = new Dictionary<CaseResult, string>(ReferenceEqualityComparer.Instance);
        foreach (var group in CaseGroup.Split(suite))
        {
            foreach (var @case in group.Cases)
            {
                var repeated = suite.Cases.Count(other => other.Name == @case.Name) > 1 && suite.GroupBy.Count > 0;
                labels[@case] = repeated ? $"{@case.Name} ({group.Heading})" : @case.Name;
            }
        }

        return labels;
    }

    private static string Tooltip(string label, Distribution distribution, DistributionFormat format)
    {
        string Statistic(DistributionField field) => $"{field.Column} {format.Format(field, distribution)} {format.Unit.Symbol}";
        return $"{label}: {format.Format(DistributionField.Count, distribution)} values · {Statistic(DistributionField.P50)} · {Statistic(DistributionField.P99)} · {Statistic(DistributionField.Max)}";
    }
}

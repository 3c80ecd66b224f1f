using HttpLab.Results.Formatting;
using OxyPlot;

namespace HttpLab.Results.Charts;

/// <summary>
/// The spectrum part of a suite's chart: one panel per distribution metric that has spectra, in catalog order, two
/// panels to a row, each with a legend of its cases. A case keeps its colour in every panel; cases without the metric's
/// spectrum are absent from that panel. When the same case names recur in every group (the routes of each run of the
/// load study), the cases of a group are compared in panels of their own instead: a row per metric, a column per group,
/// and a case name keeps its colour across the groups.
/// </summary>
internal static class SpectrumSection
{
    private const int DefaultColumns = 2;

    /// <summary>The rows of spectrum panels, or null when no case has a spectrum of a catalog distribution.</summary>
    public static IReadOnlyList<IReadOnlyList<ChartPanel>>? For(SuiteResult suite, SpectrumMode mode)
    {
        var metrics = SuiteColumns.CatalogDistributions(suite)
            .Where(metric => suite.Cases.Any(@case => Spectrum(@case, metric) is not null))
            .ToArray();
        if (metrics.Length == 0)
        {
            return null;
        }

        var groups = CaseGroup.Split(suite);
        if (groups.Count > 1
            && groups.All(group => group.Cases.Select(@case => @case.Name).Distinct().Count() == group.Cases.Count)
            && suite.Cases.Select(@case => @case.Name).Distinct().Count() < suite.Cases.Count)
        {
            return ByGroup(suite, groups, metrics, mode);
        }

        var labels = Labels(suite);
        var items = suite.Cases
            .Where(@case => metrics.Any(metric => Spectrum(@case, metric) is not null))
            .Select((@case, index) =>
                new SpectrumLegendItem(@case, CaseLabels.For(@case, labels[@case]), Colour(index), Dash(index)))
            .ToArray();
        var panels = metrics
            .Select(metric =>
                Panel(metric, $"{metric.Column} ({metric.Name})", items, SpectrumModes.For(metric, mode)))
            .ToArray();
        return panels.Chunk(DefaultColumns).ToArray();
    }

    private static IReadOnlyList<IReadOnlyList<ChartPanel>> ByGroup(
        SuiteResult suite, IReadOnlyList<CaseGroup> groups, IReadOnlyList<MetricDefinition> metrics, SpectrumMode mode)
    {
        // One colour per case name; the warning mark goes on the case that has warnings, in its group's panels.
        var names = suite.Cases.Select(@case => @case.Name).Distinct().ToArray();
        return metrics.Select(metric => (IReadOnlyList<ChartPanel>)groups.Select(group =>
        {
            var title = $"{metric.Column} · {group.Heading}";
            var lines = group.Cases.Select(@case =>
            {
                var index = Array.IndexOf(names, @case.Name);
                return new SpectrumLegendItem(@case, CaseLabels.For(@case), Colour(index), Dash(index));
            }).ToArray();
            return Panel(metric, title, lines, SpectrumModes.For(metric, mode));
        }).ToArray()).ToArray();
    }

    private static ChartPanel Panel(
        MetricDefinition metric, string title, IReadOnlyList<SpectrumLegendItem> items, SpectrumMode mode)
    {
        var drawn = items.Where(item => Spectrum(item.Case, metric) is not null).ToArray();

        // The report's format for this metric's table: a linear axis prints the unit the table prints.
        var format = DistributionFormat.For(drawn.Select(item => item.Case.Distributions[metric.Name]).ToArray());
        var lines = drawn
            .Select(item => new SpectrumLine(item.Label, item.Colour, item.Dash, item.Case.Distributions[metric.Name]))
            .ToArray();
        return SpectrumPlot.Panel(metric.Name, title, mode, lines, format.Unit);
    }

    private static OxyColor Colour(int index) => ChartTheme.Series[index % ChartTheme.Series.Count];

    private static LineStyle Dash(int index) =>
        ChartTheme.SeriesDashes[index / ChartTheme.Series.Count % ChartTheme.SeriesDashes.Count];

    private static IReadOnlyList<PercentilePoint>? Spectrum(CaseResult @case, MetricDefinition metric) =>
        @case.Distributions.TryGetValue(metric.Name, out var distribution) && distribution.Spectrum.Count > 0
            ? distribution.Spectrum
            : null;

    /// <summary>
    /// A case's name, or with its group when the name repeats across groups, as a BenchmarkDotNet case does.
    /// </summary>
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
}

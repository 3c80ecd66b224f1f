using HttpLab.Results.Formatting;

namespace HttpLab.Results.Html;

/// <summary>
/// A suite's distributions as line charts, one per metric with a line per case: latencies (a load run's) as
/// percentile spectra, where the tail is the point; everything else (a cancellation's overshoot, a timer's delay) as
/// cumulative distributions.
/// </summary>
internal static class DistributionCharts
{
    private const double NanosecondsPerMicrosecond = 1_000;

    public static LineChart? For(SuiteResult suite, MetricDefinition metric)
    {
        var cases = suite.Cases
            .Where(@case => @case.Distributions.TryGetValue(metric.Name, out var distribution)
                && distribution.Count > 0 && distribution.Spectrum.Count > 1)
            .ToArray();
        if (cases.Length == 0)
        {
            return null;
        }

        // The unit the typical line reads in: the largest median, not the smallest mean a table would fit.
        var unit = TimeUnit.Fitting(
            cases.Max(@case => @case.Distributions[metric.Name].P50) * NanosecondsPerMicrosecond);
        var spectrum = metric.Name.Contains("latency", StringComparison.OrdinalIgnoreCase)
            || metric.Name.Contains("lateness", StringComparison.OrdinalIgnoreCase);
        var series = cases.Select(@case =>
        {
            var points = @case.Distributions[metric.Name].Spectrum
                .Where(point => !spectrum || point.Percentile < 100)
                .ToArray();
            var values = points.Select(point => unit.Convert(point.Value * NanosecondsPerMicrosecond)).ToArray();
            var percentiles = points.Select(point => point.Percentile).ToArray();
            return spectrum
                ? new LineSeries(Label(suite, @case), percentiles.Select(p => 1 / (1 - p / 100)).ToArray(), values)
                : new LineSeries(Label(suite, @case), values, percentiles);
        }).ToArray();
        var title = $"{metric.Column} ({metric.Name})";
        return spectrum
            ? new LineChart(
                "spectrum", $"{title} by percentile", "percentile", "Percentile", unit.Symbol, unit.Symbol, series)
            : new LineChart(
                "cdf", $"{title}, cumulative", metric.Column, unit.Symbol, "Share at or below", unit.Symbol, series);
    }

    /// <summary>
    /// "GetStreamAsync [size=10]": a case's name with the parameters that tell it from the suite's other cases of
    /// that name.
    /// </summary>
    internal static string Label(SuiteResult suite, CaseResult @case)
    {
        var namesakes = suite.Cases.Where(other => other.Name == @case.Name).ToArray();
        var differing = @case.Parameters.Keys
            .Where(name => namesakes.Select(other => other.Parameters.GetValueOrDefault(name)).Distinct().Count() > 1)
            .ToArray();

        // The grouping parameters alone when they tell the namesakes apart ("run=open 50 rps", not also its rate).
        var grouping = differing.Where(suite.GroupBy.Contains).ToArray();
        var names = grouping.Length > 0 && Distinct(namesakes, grouping) ? grouping : differing;
        var parameters = names.Select(name => $"{name}={@case.Parameters[name]}").ToArray();
        return parameters.Length == 0 ? @case.Name : $"{@case.Name} [{string.Join(", ", parameters)}]";
    }

    private static bool Distinct(IReadOnlyList<CaseResult> cases, IReadOnlyList<string> names) =>
        cases
            .Select(@case =>
                string.Join('\n', names.Select(name => @case.Parameters.GetValueOrDefault(name).ToString())))
            .Distinct(StringComparer.Ordinal)
            .Count() == cases.Count;
}

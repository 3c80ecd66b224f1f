using HttpLab.Results.Formatting;

namespace HttpLab.Results.Csv;

/// <summary>
/// One suite as a CSV table: a row per case, raw values for spreadsheets and scripts. Distributions are flattened into
/// one column per statistic (<c>overshootUs.p99</c>) after the scalar metrics; their spectra stay in results.json.
/// </summary>
internal static class CsvSuiteTable
{
    public static string Render(SuiteResult suite)
    {
        var parameters = SuiteColumns.Parameters(suite);
        var metrics = SuiteColumns.CatalogMetrics(suite)
            .Select(metric => metric.Name)
            .Concat(SuiteColumns.OtherMetrics(suite))
            .ToArray();
        var distributions = SuiteColumns.CatalogDistributions(suite)
            .Select(metric => metric.Name)
            .Concat(SuiteColumns.OtherDistributions(suite))
            .ToArray();
        var statistics = distributions
            .SelectMany(name => DistributionField.All.Select(field => (Metric: name, Field: field)))
            .ToArray();

        var header = new[] { "case" }
            .Concat(parameters)
            .Concat(metrics)
            .Concat(statistics.Select(column => $"{column.Metric}.{column.Field.Name}"));
        var csv = new CsvWriter(header);
        foreach (var @case in suite.Cases)
        {
            csv.Text(@case.Name);
            foreach (var name in parameters)
            {
                _ = @case.Parameters.TryGetValue(name, out var value) ? csv.Parameter(value) : csv.Empty();
            }

            foreach (var name in metrics)
            {
                _ = @case.Metrics.TryGetValue(name, out var value) ? csv.Number(value) : csv.Empty();
            }

            foreach (var (metric, field) in statistics)
            {
                _ = !@case.Distributions.TryGetValue(metric, out var distribution) ? csv.Empty()
                    : field == DistributionField.Count ? csv.Number(distribution.Count)
                    : csv.Number(field.Value(distribution));
            }

            csv.EndRow();
        }

        return csv.ToString();
    }
}

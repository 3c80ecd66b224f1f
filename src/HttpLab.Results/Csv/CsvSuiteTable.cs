using System.Globalization;
using System.Text;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Csv;

/// <summary>
/// One suite as a CSV table: a row per case, raw values for spreadsheets and scripts. Distributions are flattened into
/// one column per statistic (<c>overshootUs.p99</c>) after the scalar metrics; their spectra stay in results.json.
/// </summary>
internal static class CsvSuiteTable
{
    // RFC 4180 ends records with CRLF; Excel and every CSV reader accept it.
    private const string RecordEnd = "\r\n";

    public static string Render(SuiteResult suite)
    {
        var parameters = SuiteColumns.Parameters(suite);
        var metrics = SuiteColumns.CatalogMetrics(suite).Select(metric => metric.Name).Concat(SuiteColumns.OtherMetrics(suite)).ToArray();
        var distributions = SuiteColumns.CatalogDistributions(suite).Select(metric => metric.Name).Concat(SuiteColumns.OtherDistributions(suite)).ToArray();
        var statistics = distributions.SelectMany(name => DistributionField.All.Select(field => (Metric: name, Field: field))).ToArray();

        var builder = new StringBuilder();
        var header = new[] { "case" }.Concat(parameters).Concat(metrics).Concat(statistics.Select(column => $"{column.Metric}.{column.Field.Name}"));
        builder.AppendJoin(',', header.Select(CsvText.Field)).Append(RecordEnd);
        foreach (var @case in suite.Cases)
        {
            var cells = new List<string> { CsvText.Field(@case.Name) };
            cells.AddRange(parameters.Select(name => @case.Parameters.TryGetValue(name, out var value) ? CsvText.Parameter(value) : string.Empty));
            cells.AddRange(metrics.Select(name => @case.Metrics.TryGetValue(name, out var value) ? CsvText.Number(value) : string.Empty));
            cells.AddRange(statistics.Select(column => @case.Distributions.TryGetValue(column.Metric, out var distribution) ? Statistic(column.Field, distribution) : string.Empty));
            builder.AppendJoin(',', cells).Append(RecordEnd);
        }

        return builder.ToString();
    }

    private static string Statistic(DistributionField field, Distribution distribution) =>
        field == DistributionField.Count ? distribution.Count.ToString(CultureInfo.InvariantCulture) : CsvText.Number(field.Value(distribution));
}

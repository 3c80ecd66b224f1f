using System.Text;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Csv;

/// <summary>One suite as a CSV table: a row per case, raw values for spreadsheets and scripts.</summary>
internal static class CsvSuiteTable
{
    // RFC 4180 ends records with CRLF; Excel and every CSV reader accept it.
    private const string RecordEnd = "\r\n";

    public static string Render(SuiteResult suite)
    {
        var parameters = SuiteColumns.Parameters(suite);
        var metrics = SuiteColumns.CatalogMetrics(suite).Select(metric => metric.Name).Concat(SuiteColumns.OtherMetrics(suite)).ToArray();

        var builder = new StringBuilder();
        builder.AppendJoin(',', new[] { "case" }.Concat(parameters).Concat(metrics).Select(CsvText.Field)).Append(RecordEnd);
        foreach (var @case in suite.Cases)
        {
            var cells = new List<string> { CsvText.Field(@case.Name) };
            cells.AddRange(parameters.Select(name => @case.Parameters.TryGetValue(name, out var value) ? CsvText.Parameter(value) : string.Empty));
            cells.AddRange(metrics.Select(name => @case.Metrics.TryGetValue(name, out var value) ? CsvText.Number(value) : string.Empty));
            builder.AppendJoin(',', cells).Append(RecordEnd);
        }

        return builder.ToString();
    }
}

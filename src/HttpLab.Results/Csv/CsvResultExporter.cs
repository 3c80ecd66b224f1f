using HttpLab.Results.Formatting;

namespace HttpLab.Results.Csv;

/// <summary>
/// Writes one &lt;suite&gt;.csv per suite: a row per case, parameters and raw metric values in invariant culture.
/// </summary>
public sealed class CsvResultExporter : IResultExporter
{
    public string Name => "csv";

    /// <summary>A suite's CSV text (RFC 4180, CRLF line ends).</summary>
    public static string Render(SuiteResult suite)
    {
        ArgumentNullException.ThrowIfNull(suite);
        return CsvSuiteTable.Render(suite);
    }

    public async Task ExportAsync(RunResult run, ResultsDirectory directory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(directory);
        var fileNames = FileNames.ForSuites(run.Suites, ".csv");
        for (var index = 0; index < run.Suites.Count; index++)
        {
            await directory.WriteTextAsync(fileNames[index], Render(run.Suites[index]), cancellationToken)
                .ConfigureAwait(false);
        }
    }
}

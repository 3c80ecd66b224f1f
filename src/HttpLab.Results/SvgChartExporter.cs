using HttpLab.Results.Charts;
using HttpLab.Results.Formatting;

namespace HttpLab.Results;

/// <summary>
/// Writes &lt;suite&gt;.svg for each suite with mean times: per group a row of horizontal bars (mean time with
/// 99.9% confidence whiskers, and allocation when measured), cases in the same order as the report's tables.
/// </summary>
public sealed class SvgChartExporter : IResultExporter
{
    public string Name => "svg";

    /// <summary>A suite's chart as a standalone SVG document, or null when the suite has no mean times to draw.</summary>
    public static string? Render(RunResult run, SuiteResult suite)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(suite);
        return SuiteColumns.Has(suite, MetricCatalog.MeanNs) ? SuiteChart.Render(run, suite) : null;
    }

    public async Task ExportAsync(RunResult run, ResultsDirectory directory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(directory);
        var fileNames = FileNames.ForSuites(run.Suites, ".svg");
        for (var index = 0; index < run.Suites.Count; index++)
        {
            if (Render(run, run.Suites[index]) is { } svg)
            {
                await directory.WriteTextAsync(fileNames[index], svg, cancellationToken).ConfigureAwait(false);
            }
        }
    }
}

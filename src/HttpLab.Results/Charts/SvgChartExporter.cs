using HttpLab.Results.Formatting;

namespace HttpLab.Results.Charts;

/// <summary>
/// Writes &lt;suite&gt;.svg for each suite with mean times or distribution spectra: per group a row of horizontal bars
/// (mean time with 99.9% confidence whiskers, and allocation when measured), and per distribution metric a panel of
/// cumulative distributions, one line per case. Cases are in the same order as the report's tables.
/// </summary>
public sealed class SvgChartExporter : IResultExporter
{
    public string Name => "svg";

    /// <summary>
    /// A suite's chart as a standalone SVG document, or null when the suite has neither mean times nor spectra to draw.
    /// </summary>
    public static string? Render(RunResult run, SuiteResult suite)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(suite);
        return SuiteChart.Render(run, suite, SpectrumMode.Cdf);
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

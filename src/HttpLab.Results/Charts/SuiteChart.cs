namespace HttpLab.Results.Charts;

/// <summary>
/// A suite's chart as one SVG document: the header, then the bars of its mean times (when it has them), then the
/// percentile spectra of its distributions (when they have any), one under the other.
/// </summary>
internal static class SuiteChart
{
    /// <summary>The chart, or null when the suite has neither mean times nor spectra to draw.</summary>
    public static string? Render(RunResult run, SuiteResult suite, SpectrumMode mode) =>
        Panels(suite, mode) is { } rows
            ? ChartPage.Render(
                $"{suite.Title} — run {run.RunId}", ChartHeader.For(run, suite, BarSection.Key(suite)), rows)
            : null;

    /// <summary>The rows of plots, bars first, or null when there is nothing to draw.</summary>
    public static IReadOnlyList<IReadOnlyList<ChartPanel>>? Panels(SuiteResult suite, SpectrumMode mode)
    {
        var bars = BarSection.For(suite);
        var spectra = SpectrumSection.For(suite, mode);
        return bars is null && spectra is null ? null : [.. bars ?? [], .. spectra ?? []];
    }
}

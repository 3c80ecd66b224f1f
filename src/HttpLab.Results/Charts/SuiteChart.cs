namespace HttpLab.Results.Charts;

/// <summary>
/// A suite's chart as one SVG document: the header, then the bars of its mean times (when it has them), then the
/// percentile spectra of its distributions (when they have any), one under the other.
/// </summary>
internal static class SuiteChart
{
    private const double SectionGap = 28;

    /// <summary>The chart, or null when the suite has neither mean times nor spectra to draw.</summary>
    public static string? Render(RunResult run, SuiteResult suite, SpectrumMode mode)
    {
        var bars = BarSection.For(suite);
        var spectra = SpectrumSection.For(suite, mode);
        if (bars is null && spectra is null)
        {
            return null;
        }

        var barLegend = bars is not null;
        var width = Math.Ceiling(new[] { ChartHeader.Width(run, suite, barLegend) + (2 * ChartTheme.Margin), bars?.Width ?? 0, spectra?.Width ?? 0 }.Max());
        var gap = bars is not null && spectra is not null ? SectionGap : 0;
        var height = Math.Ceiling(ChartHeader.Height(run, barLegend) + (bars?.Height ?? 0) + gap + (spectra?.Height(width) ?? 0) + ChartTheme.Margin);

        var svg = new SvgWriter();
        svg.Start(
            "svg",
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("width", SvgWriter.Number(width)),
            ("height", SvgWriter.Number(height)),
            ("viewBox", $"0 0 {SvgWriter.Number(width)} {SvgWriter.Number(height)}"),
            ("role", "img"));
        svg.WithText("title", $"{suite.Title} — run {run.RunId}");
        svg.CData("style", ChartTheme.Stylesheet);
        svg.Empty("rect", ("width", "100%"), ("height", "100%"), ("fill", "#ffffff"));

        var y = ChartHeader.Draw(svg, run, suite, barLegend);
        if (bars is not null)
        {
            bars.Draw(svg, y, width);
            y += bars.Height + gap;
        }

        spectra?.Draw(svg, y, width);
        svg.End();
        return svg.ToString();
    }
}

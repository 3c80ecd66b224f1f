using HttpLab.Results.Formatting;

namespace HttpLab.Results.Charts;

/// <summary>
/// A load run's latency chart: p50 and p99 per interval over time, corrected (from intended send times) and uncorrected
/// (from actual send times), beside the percentile spectrum (HdrHistogram's 1/(1 − p) axis) of both latencies. Corrected
/// lines are solid, uncorrected ones another colour; the gap between them is what coordinated omission would hide.
/// </summary>
public static class LatencyTimelineChart
{
    private const double LegendGap = 18;

    /// <summary>The chart as a standalone SVG document, or null when the case has no latency distribution to draw.</summary>
    /// <param name="run">The run, for the chart's header.</param>
    /// <param name="suite">The suite, for the chart's header.</param>
    /// <param name="loadCase">The case carrying <c>latencyUs</c> and <c>uncorrectedLatencyUs</c>.</param>
    /// <param name="intervals">The intervals, in time order.</param>
    public static string? Render(RunResult run, SuiteResult suite, CaseResult loadCase, IReadOnlyList<LatencyInterval> intervals)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(suite);
        ArgumentNullException.ThrowIfNull(loadCase);
        ArgumentNullException.ThrowIfNull(intervals);
        if (!loadCase.Distributions.TryGetValue(MetricCatalog.LatencyUs.Name, out var corrected)
            || !loadCase.Distributions.TryGetValue(MetricCatalog.UncorrectedLatencyUs.Name, out var uncorrected))
        {
            return null;
        }

        var (correctedColour, uncorrectedColour) = (ChartTheme.Series[0], ChartTheme.Series[1]);
        var format = DistributionFormat.For([corrected, uncorrected]);
        var answered = intervals.Where(interval => interval.Requests > 0).ToArray();
        TimeSeriesLine Line(string label, string colour, string? dash, Func<LatencyInterval, double> value) =>
            new(label, colour, dash, answered.Select(interval => (interval.Second + 0.5, value(interval))).ToArray());
        var series = new[]
        {
            Line("p99 corrected", correctedColour, null, interval => interval.P99Us),
            Line("p50 corrected", correctedColour, "7 4", interval => interval.P50Us),
            Line("p99 uncorrected", uncorrectedColour, null, interval => interval.UncorrectedP99Us),
            Line("p50 uncorrected", uncorrectedColour, "7 4", interval => interval.UncorrectedP50Us),
        };
        var seconds = intervals.Count == 0 ? 1 : intervals.Max(interval => interval.Second) + 1;

        // The axes' unit fits the tail the chart is about (a report table's fits the smallest mean): 16 ms, not 16,000 μs.
        var unit = TimeUnit.Fitting(Math.Max(corrected.P999, uncorrected.P999) * 1_000);
        var timeline = new TimeSeriesPanel("Latency over time: p50 and p99 per second", series, seconds, unit);
        var spectrum = new SpectrumPanel(
            "latency",
            "Latency by percentile (latencyUs, uncorrectedLatencyUs)",
            SpectrumMode.PercentileSpectrum,
            [
                new SpectrumLine("latency (corrected)", correctedColour, null, corrected, $"latency (corrected): p99 {format.Format(DistributionField.P99, corrected)} {format.Unit.Symbol}"),
                new SpectrumLine("latency (uncorrected)", uncorrectedColour, null, uncorrected, $"latency (uncorrected): p99 {format.Format(DistributionField.P99, uncorrected)} {format.Unit.Symbol}"),
            ],
            unit);

        // The case without its warnings: they are in the header's report, not on each legend entry.
        var quiet = loadCase with { Warnings = [] };
        var legendItems = series.Select(line => new SpectrumLegendItem(quiet, line.Label, line.Colour, line.Dash)).ToArray();
        var width = Math.Ceiling(Math.Max(ChartHeader.Width(run, suite, barLegend: false) + (2 * ChartTheme.Margin), (2 * ChartTheme.Margin) + (2 * SpectrumPanel.Width) + ChartTheme.PanelGap));
        var legend = new LineLegend(legendItems, width - (2 * ChartTheme.Margin));
        var height = Math.Ceiling(ChartHeader.Height(run, barLegend: false) + legend.Height + LegendGap + SpectrumPanel.Height + ChartTheme.Margin);

        var svg = new SvgWriter();
        svg.Start("svg", ("xmlns", "http://www.w3.org/2000/svg"), ("width", SvgWriter.Number(width)), ("height", SvgWriter.Number(height)), ("viewBox", $"0 0 {SvgWriter.Number(width)} {SvgWriter.Number(height)}"), ("role", "img"));
        svg.WithText("title", $"{loadCase.Name}: latency — run {run.RunId}");
        svg.CData("style", ChartTheme.Stylesheet);
        svg.Empty("rect", ("width", "100%"), ("height", "100%"), ("fill", "#ffffff"));
        var y = ChartHeader.Draw(svg, run, suite, barLegend: false);
        legend.Draw(svg, ChartTheme.Margin, y);
        y += legend.Height + LegendGap;
        timeline.Draw(svg, ChartTheme.Margin, y);
        spectrum.Draw(svg, ChartTheme.Margin + SpectrumPanel.Width + ChartTheme.PanelGap, y);
        svg.End();
        return svg.ToString();
    }
}

using HttpLab.Results.Formatting;

namespace HttpLab.Results.Charts;

/// <summary>
/// Latencies over time as a panel the size of a <see cref="SpectrumPanel"/>: seconds across, the latency up (linear from
/// 0, or logarithmic when the values span more than three decades, as a spectrum's value axis), one polyline per series.
/// </summary>
internal sealed class TimeSeriesPanel
{
    private const double TitleRoom = 28;
    private const double PlotHeight = 220;
    private const double YRoom = 54;

    private readonly IReadOnlyList<TimeSeriesLine> lines;
    private readonly IChartAxis across;
    private readonly IChartAxis up;

    public TimeSeriesPanel(string title, IReadOnlyList<TimeSeriesLine> lines, double seconds, TimeUnit unit)
    {
        Title = title;
        this.lines = lines;
        across = new SecondsAxis(seconds);
        up = TimeAxis.For(lines.SelectMany(line => line.Points.Select(point => point.Microseconds)).ToArray(), unit, allowLog: true);
    }

    public string Title { get; }

    public void Draw(SvgWriter svg, double left, double top)
    {
        var (plotLeft, plotTop) = (left + YRoom, top + TitleRoom);
        var (plotRight, plotBottom) = (plotLeft + ChartTheme.PlotWidth, plotTop + PlotHeight);
        svg.Start("g", ("class", "panel panel-timeseries"));
        svg.WithText("text", Title, ("class", "panel-title"), ("x", SvgWriter.Number(left)), ("y", SvgWriter.Number(top + 12)));
        foreach (var tick in across.Ticks)
        {
            var x = SvgWriter.Number(plotLeft + (tick.Fraction * ChartTheme.PlotWidth));
            svg.Empty("line", ("class", "grid"), ("x1", x), ("y1", SvgWriter.Number(plotTop)), ("x2", x), ("y2", SvgWriter.Number(plotBottom)));
            svg.WithText("text", tick.Label, ("class", "tick"), ("x", x), ("y", SvgWriter.Number(plotBottom + 15)), ("text-anchor", "middle"));
        }

        foreach (var tick in up.Ticks)
        {
            var y = plotBottom - (tick.Fraction * PlotHeight);
            svg.Empty("line", ("class", tick.IsMajor ? "grid" : "grid-minor"), ("x1", SvgWriter.Number(plotLeft)), ("y1", SvgWriter.Number(y)), ("x2", SvgWriter.Number(plotRight)), ("y2", SvgWriter.Number(y)));
            svg.WithText("text", tick.Label, ("class", "tick"), ("x", SvgWriter.Number(plotLeft - 6)), ("y", SvgWriter.Number(y + 4)), ("text-anchor", "end"));
        }

        svg.Empty("line", ("class", "axis"), ("x1", SvgWriter.Number(plotLeft)), ("y1", SvgWriter.Number(plotBottom)), ("x2", SvgWriter.Number(plotRight)), ("y2", SvgWriter.Number(plotBottom)));
        svg.Empty("line", ("class", "axis"), ("x1", SvgWriter.Number(plotLeft)), ("y1", SvgWriter.Number(plotTop)), ("x2", SvgWriter.Number(plotLeft)), ("y2", SvgWriter.Number(plotBottom)));
        svg.WithText("text", across.Title, ("class", "axis-title"), ("x", SvgWriter.Number((plotLeft + plotRight) / 2)), ("y", SvgWriter.Number(plotBottom + 32)), ("text-anchor", "middle"));
        var middle = SvgWriter.Number((plotTop + plotBottom) / 2);
        var titleX = SvgWriter.Number(left + 10);
        svg.WithText("text", up.Title, ("class", "axis-title"), ("x", titleX), ("y", middle), ("text-anchor", "middle"), ("transform", $"rotate(-90 {titleX} {middle})"));

        foreach (var line in lines.Where(line => line.Points.Count > 0))
        {
            var points = line.Points.Select(point =>
                $"{SvgWriter.Number(plotLeft + (across.Fraction(point.Seconds) * ChartTheme.PlotWidth))},{SvgWriter.Number(plotBottom - (up.Fraction(point.Microseconds) * PlotHeight))}");
            svg.Start("polyline", ("class", "line"), ("points", string.Join(' ', points)), ("fill", "none"), ("stroke", line.Colour), ("stroke-width", "2"), ("stroke-linejoin", "round"), ("stroke-dasharray", line.Dash));
            svg.WithText("title", line.Label);
            svg.End();
        }

        svg.End();
    }
}

using HttpLab.Results.Formatting;

namespace HttpLab.Results.Charts;

/// <summary>
/// One distribution metric as a panel of lines, one per case, over gridlines of both axes. Lines are drawn in the
/// order given, so the first case lies underneath; the panel never sorts.
/// </summary>
internal sealed class SpectrumPanel
{
    public const double Width = YRoom + ChartTheme.PlotWidth + RightRoom;
    public const double Height = TitleRoom + PlotHeight + AxisRoom;

    private const double TitleRoom = 28;
    private const double PlotHeight = 220;
    private const double YRoom = 54;
    private const double RightRoom = 26;
    private const double AxisRoom = 40;

    private readonly string metric;
    private readonly SpectrumMode mode;
    private readonly IReadOnlyList<SpectrumLine> lines;
    private readonly IChartAxis across;
    private readonly IChartAxis up;

    // The unit of a linear time axis is the report table's, so chart and table show the same numbers.
    public SpectrumPanel(string metric, string title, SpectrumMode mode, IReadOnlyList<SpectrumLine> lines, TimeUnit unit)
    {
        this.metric = metric;
        this.mode = mode;
        this.lines = lines;
        Title = title;
        var values = lines.SelectMany(line => line.Points.Select(point => point.Value)).ToArray();
        if (mode == SpectrumMode.Cdf)
        {
            across = TimeAxis.For(values, unit, allowLog: true);
            up = new PercentAxis();
        }
        else
        {
            across = new PercentileSpectrumAxis(lines.SelectMany(line => line.Points.Select(point => point.Percentile)));
            up = TimeAxis.For(values, unit, allowLog: false);
        }
    }

    public string Title { get; }

    public void Draw(SvgWriter svg, double left, double top)
    {
        var (plotLeft, plotTop) = (left + YRoom, top + TitleRoom);
        var (plotRight, plotBottom) = (plotLeft + ChartTheme.PlotWidth, plotTop + PlotHeight);
        svg.Start("g", ("class", "panel panel-spectrum"), ("data-metric", metric));
        svg.WithText("text", Title, ("class", "panel-title"), ("x", SvgWriter.Number(left)), ("y", SvgWriter.Number(top + 12)));

        foreach (var tick in across.Ticks)
        {
            var x = SvgWriter.Number(plotLeft + (tick.Fraction * ChartTheme.PlotWidth));
            svg.Empty("line", ("class", tick.IsMajor ? "grid" : "grid-minor"), ("x1", x), ("y1", SvgWriter.Number(plotTop)), ("x2", x), ("y2", SvgWriter.Number(plotBottom)));
            if (tick.IsMajor)
            {
                svg.WithText("text", tick.Label, ("class", "tick"), ("x", x), ("y", SvgWriter.Number(plotBottom + 15)), ("text-anchor", "middle"));
            }
        }

        foreach (var tick in up.Ticks)
        {
            var y = SvgWriter.Number(plotBottom - (tick.Fraction * PlotHeight));
            svg.Empty("line", ("class", tick.IsMajor ? "grid" : "grid-minor"), ("x1", SvgWriter.Number(plotLeft)), ("y1", y), ("x2", SvgWriter.Number(plotRight)), ("y2", y));
            svg.WithText("text", tick.Label, ("class", "tick"), ("x", SvgWriter.Number(plotLeft - 6)), ("y", SvgWriter.Number(plotBottom - (tick.Fraction * PlotHeight) + 4)), ("text-anchor", "end"));
        }

        svg.Empty("line", ("class", "axis"), ("x1", SvgWriter.Number(plotLeft)), ("y1", SvgWriter.Number(plotBottom)), ("x2", SvgWriter.Number(plotRight)), ("y2", SvgWriter.Number(plotBottom)));
        svg.Empty("line", ("class", "axis"), ("x1", SvgWriter.Number(plotLeft)), ("y1", SvgWriter.Number(plotTop)), ("x2", SvgWriter.Number(plotLeft)), ("y2", SvgWriter.Number(plotBottom)));
        svg.WithText("text", across.Title, ("class", "axis-title"), ("x", SvgWriter.Number((plotLeft + plotRight) / 2)), ("y", SvgWriter.Number(plotBottom + 32)), ("text-anchor", "middle"));
        var middle = SvgWriter.Number((plotTop + plotBottom) / 2);
        var titleX = SvgWriter.Number(left + 10);
        svg.WithText("text", up.Title, ("class", "axis-title"), ("x", titleX), ("y", middle), ("text-anchor", "middle"), ("transform", $"rotate(-90 {titleX} {middle})"));

        foreach (var line in lines)
        {
            svg.Start(
                "polyline",
                ("class", "line"),
                ("points", Points(line, plotLeft, plotBottom)),
                ("fill", "none"),
                ("stroke", line.Colour),
                ("stroke-width", "2"),
                ("stroke-linejoin", "round"),
                ("stroke-dasharray", line.Dash));
            svg.WithText("title", line.Tooltip);
            svg.End();
        }

        svg.End();
    }

    private string Points(SpectrumLine line, double plotLeft, double plotBottom)
    {
        // A spectrum has a point per histogram step; points that land on the same spot add bytes, not shape.
        var points = new List<string>();
        foreach (var point in line.Points.OrderBy(point => point.Percentile))
        {
            var (fractionAcross, fractionUp) = mode == SpectrumMode.Cdf
                ? (across.Fraction(point.Value), up.Fraction(point.Percentile))
                : (across.Fraction(point.Percentile), up.Fraction(point.Value));
            var text = $"{SvgWriter.Number(plotLeft + (fractionAcross * ChartTheme.PlotWidth))},{SvgWriter.Number(plotBottom - (fractionUp * PlotHeight))}";
            if (points.Count == 0 || points[^1] != text)
            {
                points.Add(text);
            }
        }

        return string.Join(' ', points);
    }
}

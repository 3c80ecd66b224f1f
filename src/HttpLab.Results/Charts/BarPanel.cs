namespace HttpLab.Results.Charts;

/// <summary>
/// One panel of horizontal bars on a linear axis from 0: gridlines on nice ticks, optional whiskers, the value at each
/// bar's end. Bars are drawn in the order given; the panel never sorts.
/// </summary>
internal sealed class BarPanel(string kind, string title, IReadOnlyList<ChartBar> bars, Func<double, string> valueLabel)
{
    private const string NotMeasured = "not measured";

    private readonly NiceAxis axis = NiceAxis.From(bars.Select(bar => (bar.Value ?? 0) + (bar.Error ?? 0)).DefaultIfEmpty(0).Max());

    public string Title => title;

    /// <summary>Room right of the plot for the longest value label (and the last tick label, centred on the plot's end).</summary>
    public double ValueRoom =>
        bars.Where(bar => bar.Value is not null)
            .Select(bar => TextWidth.Estimate(valueLabel(bar.Value!.Value), ChartTheme.SmallSize))
            .Append(TextWidth.Estimate(axis.Label(axis.Max), ChartTheme.SmallSize) / 2)
            .Max() + 12;

    public void Draw(SvgWriter svg, double left, double top)
    {
        var bottom = top + (bars.Count * ChartTheme.RowPitch);
        svg.Start("g", ("class", $"panel panel-{kind}"));
        svg.WithText("text", title, ("class", "panel-title"), ("x", SvgWriter.Number(left)), ("y", SvgWriter.Number(top - 10)));

        foreach (var tick in axis.Ticks)
        {
            var x = SvgWriter.Number(left + axis.Scale(tick, ChartTheme.PlotWidth));
            svg.Empty("line", ("class", tick == 0 ? "axis" : "grid"), ("x1", x), ("y1", SvgWriter.Number(top - 3)), ("x2", x), ("y2", SvgWriter.Number(bottom)));
            svg.WithText("text", axis.Label(tick), ("class", "tick"), ("x", x), ("y", SvgWriter.Number(bottom + 15)), ("text-anchor", "middle"));
        }

        svg.Empty("line", ("class", "axis"), ("x1", SvgWriter.Number(left)), ("y1", SvgWriter.Number(bottom)), ("x2", SvgWriter.Number(left + ChartTheme.PlotWidth)), ("y2", SvgWriter.Number(bottom)));

        for (var index = 0; index < bars.Count; index++)
        {
            DrawBar(svg, bars[index], left, top + (index * ChartTheme.RowPitch) + (ChartTheme.RowPitch / 2));
        }

        svg.End();
    }

    private void DrawBar(SvgWriter svg, ChartBar bar, double left, double centre)
    {
        if (bar.Value is not { } value)
        {
            svg.WithText("text", NotMeasured, ("class", "missing"), ("x", SvgWriter.Number(left + 6)), ("y", SvgWriter.Number(centre + 4)));
            return;
        }

        var end = left + axis.Scale(value, ChartTheme.PlotWidth);
        svg.Start(
            "rect",
            ("class", $"bar bar-{kind}"),
            ("x", SvgWriter.Number(left)),
            ("y", SvgWriter.Number(centre - (ChartTheme.BarHeight / 2))),
            ("width", SvgWriter.Number(end - left)),
            ("height", SvgWriter.Number(ChartTheme.BarHeight)),
            ("fill", bar.IsBaseline ? ChartTheme.BaselineBar : ChartTheme.Bar));
        svg.WithText("title", bar.Tooltip);
        svg.End();

        var labelX = end;
        if (bar.Error is { } error && error > 0)
        {
            var low = left + axis.Scale(value - error, ChartTheme.PlotWidth);
            var high = left + axis.Scale(value + error, ChartTheme.PlotWidth);
            var y = SvgWriter.Number(centre);
            svg.Start("g", ("class", "whisker"));
            svg.Empty("line", ("x1", SvgWriter.Number(low)), ("y1", y), ("x2", SvgWriter.Number(high)), ("y2", y));
            foreach (var x in new[] { low, high })
            {
                svg.Empty("line", ("x1", SvgWriter.Number(x)), ("y1", SvgWriter.Number(centre - 4)), ("x2", SvgWriter.Number(x)), ("y2", SvgWriter.Number(centre + 4)));
            }

            svg.End();
            labelX = Math.Max(labelX, high);
        }

        svg.WithText("text", valueLabel(value), ("class", "value"), ("x", SvgWriter.Number(labelX + 5)), ("y", SvgWriter.Number(centre + 4)));
    }
}

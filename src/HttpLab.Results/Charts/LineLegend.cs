namespace HttpLab.Results.Charts;

/// <summary>
/// The legend of a spectrum chart: per case a stroke in its line colour and its label, in suite order, wrapped into
/// rows no wider than the panels below.
/// </summary>
internal sealed class LineLegend
{
    private const double StrokeLength = 22;
    private const double Spacing = 24;
    private const double RowHeight = 20;
    private const double WarningRoom = 16;

    private readonly List<(SpectrumLegendItem Item, double X, int Row)> placed = [];

    public LineLegend(IReadOnlyList<SpectrumLegendItem> items, double maxWidth)
    {
        var (x, row) = (0.0, 0);
        foreach (var item in items)
        {
            var width = ItemWidth(item);
            if (x > 0 && x + width > maxWidth)
            {
                (x, row) = (0, row + 1);
            }

            placed.Add((item, x, row));
            x += width + Spacing;
        }

        Height = placed.Count == 0 ? 0 : (placed[^1].Row + 1) * RowHeight;
    }

    public double Height { get; }

    public void Draw(SvgWriter svg, double left, double top)
    {
        svg.Start("g", ("class", "line-legend"));
        foreach (var (item, x, row) in placed)
        {
            var baseline = top + (row * RowHeight) + 13;
            var stroke = SvgWriter.Number(baseline - 4);
            svg.Start("g", ("class", "legend-item"));
            svg.Empty("line", ("x1", SvgWriter.Number(left + x)), ("y1", stroke), ("x2", SvgWriter.Number(left + x + StrokeLength)), ("y2", stroke), ("stroke", item.Colour), ("stroke-width", "3"), ("stroke-dasharray", item.Dash));
            var textX = left + x + StrokeLength + 6;
            svg.WithText("text", item.Label, ("class", "series"), ("x", SvgWriter.Number(textX)), ("y", SvgWriter.Number(baseline)));
            if (item.Case.Warnings.Count > 0)
            {
                WarningMark.Draw(svg, item.Case, textX + TextWidth.Estimate(item.Label, ChartTheme.LabelSize) + 4, baseline);
            }

            svg.End();
        }

        svg.End();
    }

    private static double ItemWidth(SpectrumLegendItem item) =>
        StrokeLength + 6 + TextWidth.Estimate(item.Label, ChartTheme.LabelSize) + (item.Case.Warnings.Count > 0 ? WarningRoom : 0);
}

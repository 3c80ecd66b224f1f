using OxyPlot;
using OxyPlot.Legends;

namespace HttpLab.Results.Charts;

/// <summary>
/// The house legend: below the plot area, outside it so it never covers a line, one entry per line in the order of the
/// lines, left to right and wrapped onto as many rows as the panel's width needs. <see cref="Height"/> is the room the
/// rows take, which a panel adds to its height so its plot area keeps its size.
/// </summary>
internal static class ChartLegend
{
    public const double SymbolLength = 22;
    private const double ColumnSpacing = 14;
    private const double LineSpacing = 3;
    private const double RowHeight = 18;
    private const double Padding = 6;

    public static Legend Below() => new()
    {
        LegendPlacement = LegendPlacement.Outside,
        LegendPosition = LegendPosition.BottomCenter,
        LegendOrientation = LegendOrientation.Horizontal,
        LegendFontSize = ChartTheme.SmallSize,
        LegendItemOrder = LegendItemOrder.Normal,
        LegendSymbolLength = SymbolLength,
        LegendColumnSpacing = ColumnSpacing,
        LegendLineSpacing = LineSpacing,
        LegendPadding = Padding,
        LegendBackground = OxyColors.Undefined,
        LegendBorder = OxyColors.Undefined,
    };

    /// <summary>
    /// The height the legend rows of these labels take in a panel <paramref name="width"/> wide: entries measured as
    /// OxyPlot measures them, wrapped the same way, a little generously so the plot never comes out smaller than meant.
    /// </summary>
    public static double Height(IEnumerable<string> labels, double width)
    {
        var available = width - (4 * Padding);
        var (rows, x) = (1, 0.0);
        foreach (var label in labels)
        {
            var entry = SymbolLength + Padding + ChartTextMeasurer.Width(label, ChartTheme.SmallSize) + ColumnSpacing;
            if (x > 0 && x + entry > available)
            {
                (rows, x) = (rows + 1, 0);
            }

            x += entry;
        }

        return (rows * RowHeight) + (2 * Padding);
    }
}

using System.Globalization;
using OxyPlot;

namespace HttpLab.Results.Charts;

/// <summary>Colours, fonts and sizes of every HttpLab chart, in one place so all charts look alike.</summary>
internal static class ChartTheme
{
    public static readonly OxyColor Bar = OxyColor.Parse("#4c78a8");
    public static readonly OxyColor BaselineBar = OxyColor.Parse("#f58518");
    public static readonly OxyColor Text = OxyColor.Parse("#24292f");
    public static readonly OxyColor Muted = OxyColor.Parse("#57606a");
    public static readonly OxyColor Warning = OxyColor.Parse("#cf222e");

    /// <summary>Something measured better than before (a Faster verdict); <see cref="Warning"/> is worse.</summary>
    public static readonly OxyColor Improvement = OxyColor.Parse("#1a7f37");

    /// <summary>Something the statistics cannot decide (an Unknown verdict).</summary>
    public static readonly OxyColor Undecided = OxyColor.Parse("#bf8700");
    public static readonly OxyColor Grid = OxyColor.Parse("#d8dee4");
    public static readonly OxyColor MinorGrid = OxyColor.Parse("#eef1f4");

    /// <summary>
    /// Line colours, one per case in suite order: Tableau 10 (Vega's "tableau10", which <see cref="Bar"/> and
    /// <see cref="BaselineBar"/> come from), yellow last because it is the faintest on white.
    /// </summary>
    public static readonly IReadOnlyList<OxyColor> Series =
        new[]
            {
                "#4c78a8", "#f58518", "#54a24b", "#e45756", "#b279a2",
                "#72b7b2", "#9d755d", "#ff9da6", "#79706e", "#eeca3b",
            }
            .Select(OxyColor.Parse)
            .ToArray();

    /// <summary>
    /// Line styles for when cases outnumber <see cref="Series"/>: the second round is dashed, the third dotted.
    /// </summary>
    public static readonly IReadOnlyList<LineStyle> SeriesDashes = [LineStyle.Solid, LineStyle.Dash, LineStyle.Dot];

    /// <summary>
    /// The font-family list every text of a chart is written with: DejaVu Sans where a viewer has it (Linux), else
    /// Arial, Helvetica or the viewer's sans-serif. <see cref="ChartTextMeasurer"/> lays text out in DejaVu Sans'
    /// widths, the widest of these, so text fits whichever the viewer picks.
    /// </summary>
    public const string Font = "DejaVu Sans, Arial, Helvetica, sans-serif";

    /// <summary>
    /// Room between an axis' tick labels and its title; the exporter draws a title's descent past its measured box.
    /// </summary>
    public const double AxisTitleDistance = 8;

    public const double Margin = 24;
    public const double TitleSize = 18;
    public const double HeadingSize = 14;
    public const double LabelSize = 12;
    public const double SmallSize = 11;

    /// <summary>
    /// A plot with the house look: invariant numbers, the house font, light grid colours set by the axes.
    /// </summary>
    public static PlotModel Model(string title) => new()
    {
        Title = title,
        Culture = CultureInfo.InvariantCulture,
        DefaultFont = Font,
        DefaultFontSize = SmallSize,
        TitleFontSize = LabelSize,
        TitleFontWeight = FontWeights.Bold,
        TitleHorizontalAlignment = TitleHorizontalAlignment.CenteredWithinView,
        TextColor = Text,
        PlotAreaBorderColor = OxyColor.Parse("#8c959f"),
        PlotAreaBorderThickness = new OxyThickness(1, 0, 0, 1),
        Background = OxyColors.White,
        Padding = new OxyThickness(8),
    };
}

using OxyPlot;

namespace HttpLab.Results.Charts;

/// <summary>
/// How OxyPlot measures the charts' text while it lays a plot out: in DejaVu Sans' widths (the widest of the fonts
/// <see cref="ChartTheme.Font"/> lists) plus <see cref="Slack"/>, whatever family is asked for, so every label, legend
/// and margin has room for the text in any of them. It only measures; drawing is the SVG exporter's.
/// </summary>
internal sealed class ChartTextMeasurer : RenderContextBase
{
    /// <summary>
    /// A few percent beyond the font's advance widths, for hinting and rounding in a viewer's renderer.
    /// </summary>
    public const double Slack = 1.04;

    /// <summary>
    /// The font weight from which text is measured as bold (OxyPlot's <see cref="FontWeights.Bold"/> is 700).
    /// </summary>
    private const double BoldFrom = 600;

    private ChartTextMeasurer()
    {
    }

    public static ChartTextMeasurer Instance { get; } = new();

    /// <summary>The width of one line of text at <paramref name="fontSize"/>.</summary>
    public static double Width(string line, double fontSize, bool bold = false)
    {
        ArgumentNullException.ThrowIfNull(line);
        var units = 0L;
        foreach (var character in line)
        {
            units += DejaVuSansWidths.Of(character, bold);
        }

        return units / DejaVuSansWidths.UnitsPerEm * fontSize * Slack;
    }

    public override OxySize MeasureText(string text, string fontFamily, double fontSize, double fontWeight)
    {
        if (string.IsNullOrEmpty(text))
        {
            return OxySize.Empty;
        }

        var lines = StringHelper.SplitLines(text);
        var width = lines.Max(line => Width(line, fontSize, fontWeight >= BoldFrom));
        return new OxySize(width, lines.Length * fontSize * DejaVuSansWidths.LineHeightEm);
    }

    public override int ClipCount => 0;

    public override void DrawText(
        ScreenPoint p,
        string text,
        OxyColor fill,
        string fontFamily,
        double fontSize,
        double fontWeight,
        double rotation,
        HorizontalAlignment horizontalAlignment,
        VerticalAlignment verticalAlignment,
        OxySize? maxSize) =>
        throw OnlyMeasures();

    public override void DrawLine(
        IList<ScreenPoint> points,
        OxyColor stroke,
        double thickness,
        EdgeRenderingMode edgeRenderingMode,
        double[] dashArray,
        LineJoin lineJoin) =>
        throw OnlyMeasures();

    public override void DrawPolygon(
        IList<ScreenPoint> points,
        OxyColor fill,
        OxyColor stroke,
        double thickness,
        EdgeRenderingMode edgeRenderingMode,
        double[] dashArray,
        LineJoin lineJoin) =>
        throw OnlyMeasures();

    public override void PushClip(OxyRect clippingRectangle) => throw OnlyMeasures();

    public override void PopClip() => throw OnlyMeasures();

    private static NotSupportedException OnlyMeasures() => new("The chart text measurer only measures.");
}

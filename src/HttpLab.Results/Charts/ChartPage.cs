using System.Globalization;
using System.Xml.Linq;
using OxyPlot;

namespace HttpLab.Results.Charts;

/// <summary>
/// A chart as one standalone SVG document: the header's lines, then rows of plots side by side, each plot an SVG that
/// OxyPlot's exporter drew, placed as a nested &lt;svg&gt; in a &lt;g class="panel panel-KIND"&gt;.
/// </summary>
internal static class ChartPage
{
    private static readonly XNamespace Svg = "http://www.w3.org/2000/svg";
    private const double RowGap = 16;

    public static string Render(string documentTitle, ChartHeader header, IReadOnlyList<IReadOnlyList<ChartPanel>> rows)
    {
        var body = new List<XElement>();
        var y = ChartTheme.Margin;
        y = Line(body, header.Title, "title", ChartTheme.TitleSize, bold: true, y, ChartTheme.Text);
        y = Line(body, header.Subtitle, "subtitle", ChartTheme.LabelSize, bold: false, y, ChartTheme.Muted);
        if (header.Incomplete is { } incomplete)
        {
            y = Line(body, incomplete, "incomplete", ChartTheme.LabelSize, bold: true, y, ChartTheme.Warning);
        }

        if (header.Key is { } key)
        {
            y = Line(body, key, "key", ChartTheme.SmallSize, bold: false, y, ChartTheme.Muted);
        }

        y += RowGap;

        // At least as wide as the header's longest line, so a long key or reason is not cut at the page's edge.
        var width = body.Max(line => ChartTheme.Margin + ChartTextMeasurer.Width(line.Value, Size(line), Bold(line)));
        var drawn = 0;
        foreach (var row in rows.Where(row => row.Count > 0))
        {
            var x = ChartTheme.Margin;
            foreach (var panel in row)
            {
                body.Add(Panel(panel, $"panel{++drawn}-", x, y));
                x += panel.Width;
            }

            width = Math.Max(width, x);
            y += row.Max(panel => panel.Height) + RowGap;
        }

        var (w, h) = (
            Number(Math.Ceiling(width + ChartTheme.Margin)),
            Number(Math.Ceiling(y - RowGap + ChartTheme.Margin)));
        var root = new XElement(
            Svg + "svg",
            new XAttribute("width", w),
            new XAttribute("height", h),
            new XAttribute("viewBox", $"0 0 {w} {h}"),
            new XAttribute("role", "img"),
            new XElement(Svg + "title", documentTitle),
            new XElement(
                Svg + "rect",
                new XAttribute("width", "100%"),
                new XAttribute("height", "100%"),
                new XAttribute("fill", "#ffffff")),
            body);
        return root.ToString(SaveOptions.DisableFormatting) + "\n";
    }

    private static double Line(
        List<XElement> body, string text, string cssClass, double size, bool bold, double top, OxyColor colour)
    {
        var baseline = top + size;
        body.Add(new XElement(
            Svg + "text",
            new XAttribute("class", cssClass),
            new XAttribute("x", Number(ChartTheme.Margin)),
            new XAttribute("y", Number(baseline)),
            new XAttribute("font-family", ChartTheme.Font),
            new XAttribute("font-size", Number(size)),
            new XAttribute("font-weight", bold ? "bold" : "normal"),
            new XAttribute("fill", Hex(colour)),
            text));
        return baseline + (size * 0.6);
    }

    private static double Size(XElement line) =>
        double.Parse(line.Attribute("font-size")!.Value, CultureInfo.InvariantCulture);

    private static bool Bold(XElement line) => line.Attribute("font-weight")!.Value == "bold";

    private static XElement Panel(ChartPanel panel, string idPrefix, double x, double y)
    {
        var plot = XElement.Parse(SvgExporter.ExportToString(
            panel.Model,
            panel.Width,
            panel.Height,
            isDocument: false,
            ChartTextMeasurer.Instance,
            useVerticalTextAlignmentWorkaround: true));
        SvgIds.Prefix(plot, idPrefix);
        plot.SetAttributeValue("x", Number(x));
        plot.SetAttributeValue("y", Number(y));

        // Should a viewer's font still be wider than the widths OxyPlot laid the text out with, let it spill, not clip.
        plot.SetAttributeValue("overflow", "visible");
        plot.SetAttributeValue("style", "overflow: visible");
        var group = new XElement(Svg + "g", new XAttribute("class", $"panel panel-{panel.Kind}"), plot);
        if (panel.Metric is { } metric)
        {
            group.SetAttributeValue("data-metric", metric);
        }

        return group;
    }

    private static string Hex(OxyColor colour) => $"#{colour.R:x2}{colour.G:x2}{colour.B:x2}";

    private static string Number(double value) => Math.Round(value, 2).ToString("0.##", CultureInfo.InvariantCulture);
}

using System.Globalization;
using System.Xml.Linq;
using HttpLab.Results.Charts;
using HttpLab.Results.Tests.Support;
using OxyPlot;
using OxyPlot.Axes;

namespace HttpLab.Results.Tests.Charts;

/// <summary>
/// The charts' text fits where it is drawn, in the widths of DejaVu Sans (the widest sans-serif a viewer is likely to
/// draw it in): category labels right of the panel's edge, every text inside the rectangle it is clipped to, an axis'
/// title clear of its tick labels, the header inside the page.
/// </summary>
public sealed class ChartLayoutTests
{
    private static readonly XNamespace Svg = "http://www.w3.org/2000/svg";

    public static TheoryData<string> Charts => ["json", "clients", "cancellation", "load"];

    [Theory]
    [InlineData("json")]
    [InlineData("clients")]
    public void BarPanels_LeaveRoomLeftOfThePlotForTheLongestCategoryLabel(string chart)
    {
        var suite = chart == "json" ? SampleRuns.Json() : SampleRuns.Clients();

        foreach (var panel in SuiteChart.Panels(suite, SpectrumMode.Cdf)!.SelectMany(row => row))
        {
            SvgExporter.ExportToString(
                panel.Model, panel.Width, panel.Height, isDocument: false, ChartTextMeasurer.Instance);
            var categories = panel.Model.Axes.OfType<CategoryAxis>().Single();
            var longest = categories.ItemsSource.Cast<string>()
                .Max(label => ChartTextMeasurer.Width(label, categories.FontSize));

            Assert.True(
                panel.Model.PlotArea.Left - categories.AxisTickToLabelDistance - longest >= 0,
                $"{panel.Model.Title}: plot starts at {panel.Model.PlotArea.Left:0.#}, "
                    + $"the longest label needs {longest:0.#}.");
        }
    }

    [Fact]
    public void Measurer_IsAtLeastAsWideAsDejaVuSans()
    {
        // "GetAsync_ReadAsStringAsync" is 15,903 font units wide in DejaVu Sans: 93.2 px at 12 px.
        Assert.True(ChartTextMeasurer.Width("GetAsync_ReadAsStringAsync", 12) >= 93.2);
        Assert.True(ChartTextMeasurer.Width("a ⚠", 12, bold: true) > ChartTextMeasurer.Width("a ⚠", 12));
        Assert.Equal(DejaVuSansWidths.Unknown, DejaVuSansWidths.Of('\u4e00', bold: false));
    }

    [Theory]
    [MemberData(nameof(Charts))]
    public void EveryText_LiesInsideTheRectangleItIsClippedTo(string chart)
    {
        var root = Render(chart);

        foreach (var text in Drawings(root).SelectMany(drawing => drawing.Descendants(Svg + "text")))
        {
            var clip = ClipOf(root, text);
            var box = SvgTextBox.Of(text);
            Assert.True(
                box.Left >= clip.Left - 0.5 && box.Right <= clip.Right + 0.5,
                $"'{box.Value}' spans {box.Left:0.#}..{box.Right:0.#}, "
                    + $"clipped to {clip.Left:0.#}..{clip.Right:0.#}.");
        }
    }

    [Theory]
    [MemberData(nameof(Charts))]
    public void AxisTitlesTurnedUp_StayClearOfTheTickLabelsBesideThem(string chart)
    {
        foreach (var drawing in Drawings(Render(chart)))
        {
            var boxes = drawing.Descendants(Svg + "text").Select(SvgTextBox.Of).ToArray();
            foreach (var title in boxes.Where(box => box.Rotated))
            {
                var ticks = boxes
                    .Where(box => !box.Rotated
                        && box.Text.Attribute("text-anchor")!.Value == "end"
                        && box.Right > title.Right)
                    .ToArray();
                Assert.NotEmpty(ticks);
                Assert.True(title.Left >= 0, $"'{title.Value}' starts at {title.Left:0.#}.");
                Assert.True(
                    title.Right <= ticks.Min(tick => tick.Left),
                    $"'{title.Value}' reaches {title.Right:0.#}, "
                        + $"a tick label starts at {ticks.Min(tick => tick.Left):0.#}.");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Charts))]
    public void Page_IsWiderThanItsHeaderAndIdsAreUnique(string chart)
    {
        var root = Render(chart);
        var width = double.Parse(root.Attribute("width")!.Value, CultureInfo.InvariantCulture);

        foreach (var line in root.Elements(Svg + "text"))
        {
            var size = double.Parse(line.Attribute("font-size")!.Value, CultureInfo.InvariantCulture);
            Assert.True(
                ChartTheme.Margin
                    + ChartTextMeasurer.Width(line.Value, size, line.Attribute("font-weight")!.Value == "bold")
                    <= width,
                line.Value);
        }

        var ids = root.Descendants().Select(element => element.Attribute("id")?.Value).OfType<string>().ToArray();
        Assert.NotEmpty(ids);
        Assert.Equal(ids.Length, ids.Distinct(StringComparer.Ordinal).Count());
    }

    [Theory]
    [MemberData(nameof(Charts))]
    public void EveryText_NamesTheFontsItWasMeasuredFor(string chart)
    {
        Assert.All(
            Render(chart).Descendants(Svg + "text"),
            text => Assert.Equal(ChartTheme.Font, text.Attribute("font-family")!.Value));
    }

    private static XElement Render(string chart) => XDocument.Parse(chart switch
    {
        "json" => SvgChartExporter.Render(SampleRuns.Interrupted(), SampleRuns.Json())!,
        "clients" => SvgChartExporter.Render(SampleRuns.Interrupted(), SampleRuns.Clients())!,
        "cancellation" => SvgChartExporter.Render(CancellationSample.Run(), CancellationSample.Suite())!,
        _ => LatencyTimelineChart.Render(
            LoadSample.Run(), LoadSample.Suite(), LoadSample.Case(), LoadSample.Intervals())!,
    }).Root!;

    /// <summary>The nested &lt;svg&gt; of each panel: the drawing OxyPlot made, in its own coordinates.</summary>
    private static IEnumerable<XElement> Drawings(XElement root) =>
        root.Elements(Svg + "g").Select(panel => panel.Element(Svg + "svg")!);

    /// <summary>The horizontal extent of the clip rectangle of the nearest clipped group around a text.</summary>
    private static (double Left, double Right) ClipOf(XElement root, XElement text)
    {
        var group = text.Ancestors(Svg + "g").First(ancestor => ancestor.Attribute("clip-path") is not null);
        var id = group.Attribute("clip-path")!.Value["url(#".Length..^1];
        var rect = root.Descendants(Svg + "clipPath")
            .Single(clip => clip.Attribute("id")!.Value == id)
            .Element(Svg + "rect")!;
        var left = double.Parse(rect.Attribute("x")!.Value, CultureInfo.InvariantCulture);
        return (left, left + double.Parse(rect.Attribute("width")!.Value, CultureInfo.InvariantCulture));
    }
}

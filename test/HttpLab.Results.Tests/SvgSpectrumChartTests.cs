using System.Globalization;
using System.Xml.Linq;
using HttpLab.Results.Charts;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests;

public sealed class SvgSpectrumChartTests
{
    private static readonly XNamespace Svg = "http://www.w3.org/2000/svg";

    [Fact]
    public void Render_SuiteWithSpectra_IsStandaloneSvgWithTitle()
    {
        var root = Parse(CancellationSample.Run(), CancellationSample.Suite()).Root!;

        Assert.Equal(Svg + "svg", root.Name);
        Assert.Equal($"0 0 {root.Attribute("width")!.Value} {root.Attribute("height")!.Value}", root.Attribute("viewBox")!.Value);
        Assert.Equal("Cancellation precision — run 20250314T100000Z-cancellation", root.Element(Svg + "title")!.Value);
        Assert.Empty(WithClass(root, "bar"));
    }

    [Fact]
    public void Render_SuiteWithSpectra_OnePanelPerDistributionMetricInCatalogOrder()
    {
        var panels = WithClass(Parse(CancellationSample.Run(), CancellationSample.Suite()).Root!, "panel-spectrum");

        Assert.Equal(
            ["slackUs", "propagationUs", "overshootUs", "serverNoticeUs", "nextRequestAfterCancelUs", "reusedConnectionRequestUs", "taskDelay1Us", "cancelAfter1Us"],
            panels.Select(panel => panel.Attribute("data-metric")!.Value));
    }

    [Fact]
    public void Render_EachPanel_OnePolylinePerCaseWithTheMetricInCaseOrder()
    {
        var suite = CancellationSample.Suite();

        foreach (var panel in WithClass(Parse(CancellationSample.Run(), suite).Root!, "panel-spectrum"))
        {
            var metric = panel.Attribute("data-metric")!.Value;
            var lines = WithClass(panel, "line").ToArray();
            Assert.All(lines, line => Assert.Equal(Svg + "polyline", line.Name));
            Assert.Equal(
                suite.Cases.Where(@case => @case.Distributions.ContainsKey(metric)).Select(@case => @case.Name),
                lines.Select(line => line.Element(Svg + "title")!.Value.Split(':')[0]));
        }
    }

    [Fact]
    public void Render_Legend_ListsCasesInSuiteOrderWithTheColoursOfTheirLines()
    {
        var suite = CancellationSample.Suite();
        var root = Parse(CancellationSample.Run(), suite).Root!;

        var items = WithClass(root, "legend-item").ToArray();

        Assert.Equal(suite.Cases.Select(@case => @case.Name), items.Select(item => WithClass(item, "series").Single().Value));
        var colours = items.ToDictionary(item => WithClass(item, "series").Single().Value, item => item.Element(Svg + "line")!.Attribute("stroke")!.Value);
        Assert.Equal(suite.Cases.Count, colours.Values.Distinct().Count());
        foreach (var line in WithClass(root, "line"))
        {
            Assert.Equal(colours[line.Element(Svg + "title")!.Value.Split(':')[0]], line.Attribute("stroke")!.Value);
        }

        Assert.Single(WithClass(root, "warn-mark"));
    }

    [Fact]
    public void Render_CdfPanel_ValueAcrossAndPercentileUp()
    {
        var overshoot = Panel(CancellationSample.Run(), CancellationSample.Suite(), "overshootUs");

        Assert.Equal(["0", "200", "400", "600", "800", "1,000", "0%", "20%", "40%", "60%", "80%", "100%"], WithClass(overshoot, "tick").Select(tick => tick.Value));
        Assert.Equal(["μs", "percentile"], WithClass(overshoot, "axis-title").Select(title => title.Value));
        var points = Points(WithClass(overshoot, "line").First());
        Assert.True(points.Zip(points.Skip(1)).All(pair => pair.Second.X >= pair.First.X && pair.Second.Y <= pair.First.Y), "A CDF rises to the right.");
    }

    [Theory]
    [InlineData("serverNoticeUs", "μs", "headers · cancelAfter: 200 values · P50 104.6 μs · P99 388.1 μs · Max 910.2 μs")]
    [InlineData("taskDelay1Us", "ms", "timerResolution: 1,000 values · P50 1.081 ms · P99 1.211 ms · Max 1.602 ms")]
    public void Render_LinearPanel_UsesTheUnitAndNumbersOfTheReportTable(string metric, string unit, string firstTooltip)
    {
        var panel = Panel(CancellationSample.Run(), CancellationSample.Suite(), metric);

        Assert.Equal(unit, WithClass(panel, "axis-title").First().Value);
        Assert.Equal(firstTooltip, WithClass(panel, "line").First().Element(Svg + "title")!.Value);
    }

    [Fact]
    public void Render_ValuesSpanningMoreThanThreeDecades_UseALogarithmicAxis()
    {
        var spread = CancellationSample.Distribution(1000, 2, 500, 40, 90, 400, 900, 4000, 20_000, 30_000, 30_000, 900);
        var suite = CancellationSample.Suite() with
        {
            Cases = [new CaseResult { Name = "wide", Metrics = new Dictionary<string, double>(), Distributions = new Dictionary<string, Distribution> { ["overshootUs"] = spread } }],
        };

        var panel = Panel(CancellationSample.Run(), suite, "overshootUs");

        Assert.Equal(["1 μs", "10 μs", "100 μs", "1 ms", "10 ms", "100 ms"], WithClass(panel, "tick").Select(tick => tick.Value).Take(6));
        Assert.Equal("log scale", WithClass(panel, "axis-title").First().Value);
    }

    [Fact]
    public void Render_PercentileSpectrumMode_PercentileAcrossInNinesAndValueUp()
    {
        var run = CancellationSample.Run();
        var panel = XDocument.Parse(SuiteChart.Render(run, CancellationSample.Suite(), SpectrumMode.PercentileSpectrum)!).Root!
            .Descendants().Single(element => element.Attribute("data-metric")?.Value == "taskDelay1Us");

        Assert.Equal(["0%", "90%", "99%", "99.9%"], WithClass(panel, "tick").Select(tick => tick.Value).Take(4));
        Assert.Equal(["percentile (log scale of 1/(1 − p))", "ms"], WithClass(panel, "axis-title").Select(title => title.Value));
        var points = Points(WithClass(panel, "line").Single());
        Assert.True(points.Zip(points.Skip(1)).All(pair => pair.Second.X >= pair.First.X && pair.Second.Y <= pair.First.Y), "Values rise with the percentile.");
    }

    [Fact]
    public void Render_CaseWithoutSpectrum_IsLeftOutOfThePanel()
    {
        var suite = CancellationSample.Suite();
        var cases = suite.Cases.ToArray();
        cases[1] = cases[1] with
        {
            Distributions = cases[1].Distributions.ToDictionary(pair => pair.Key, pair => pair.Key == "overshootUs" ? pair.Value with { Spectrum = [] } : pair.Value),
        };

        var overshoot = Panel(CancellationSample.Run(), suite with { Cases = cases }, "overshootUs");

        Assert.Equal(3, WithClass(overshoot, "line").Count());
    }

    [Fact]
    public void Render_DistributionsWithoutSpectraAndNoMeans_ReturnsNull()
    {
        var suite = CancellationSample.Suite() with
        {
            Cases = CancellationSample.Suite().Cases.Select(@case => @case with
            {
                Distributions = @case.Distributions.ToDictionary(pair => pair.Key, pair => pair.Value with { Spectrum = [] }),
            }).ToArray(),
        };

        Assert.Null(SvgChartExporter.Render(CancellationSample.Run(), suite));
    }

    [Fact]
    public void Render_SuiteWithMeansAndSpectra_DrawsBarsThenSpectra()
    {
        var root = Parse(SampleRuns.Completed(), JsonSuiteWithSpectra()).Root!;

        Assert.Equal(2, WithClass(root, "panel-time").Count());
        Assert.True(
            double.Parse(WithClass(root, "row").Last().Descendants().Last().Attribute("y")!.Value, CultureInfo.InvariantCulture)
                < double.Parse(WithClass(root, "panel-title").Last().Attribute("y")!.Value, CultureInfo.InvariantCulture),
            "The spectra come after the bars.");
    }

    [Fact]
    public void Render_CaseNamesRepeatedInEveryGroup_APanelPerGroupAndACaseNameKeepsItsColour()
    {
        var root = Parse(SampleRuns.Completed(), JsonSuiteWithSpectra()).Root!;

        var labels = WithClass(root, "series").Select(label => label.Value).ToArray();
        Assert.Equal(["GetAsync_ReadAsStringAsync", "GetAsync_ReadAsStreamAsync", "GetStreamAsync", "GetFromJsonAsync"], labels);
        var panels = WithClass(root, "panel-spectrum").ToArray();
        Assert.Equal(["Overshoot · size = 10", "Overshoot · size = 10000"], panels.Select(panel => WithClass(panel, "panel-title").Single().Value));
        Assert.All(panels, panel => Assert.Equal(4, WithClass(panel, "line").Count()));
        Assert.Equal(
            WithClass(panels[0], "line").Select(line => line.Attribute("stroke")!.Value),
            WithClass(panels[1], "line").Select(line => line.Attribute("stroke")!.Value));
    }

    [Theory]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    public void Render_UnderCulture_SameAsInvariant(string culture)
    {
        var invariant = SvgChartExporter.Render(CancellationSample.Run(), CancellationSample.Suite());
        using var scope = new CultureScope(culture);

        Assert.Equal(invariant, SvgChartExporter.Render(CancellationSample.Run(), CancellationSample.Suite()));
    }

    [Fact]
    public async Task ExportAsync_CancellationRun_WritesTheSuitesChart()
    {
        using var root = new TemporaryDirectory();
        var directory = ResultsDirectory.Create(root.Path, null, ["cancellation"], SampleRuns.Started);

        await new SvgChartExporter().ExportAsync(CancellationSample.Run(), directory, CancellationToken.None);

        XDocument.Parse(await File.ReadAllTextAsync(Path.Combine(directory.Path, "cancellation.svg")));
    }

    private static SuiteResult JsonSuiteWithSpectra()
    {
        var spectra = CancellationSample.Suite().Cases[0].Distributions;
        return SampleRuns.Json() with
        {
            Cases = SampleRuns.Json().Cases.Select(@case => @case with { Distributions = new Dictionary<string, Distribution> { ["overshootUs"] = spectra["overshootUs"] } }).ToArray(),
        };
    }

    private static XDocument Parse(RunResult run, SuiteResult suite) => XDocument.Parse(SvgChartExporter.Render(run, suite)!);

    private static XElement Panel(RunResult run, SuiteResult suite, string metric) =>
        WithClass(Parse(run, suite).Root!, "panel-spectrum").Single(panel => panel.Attribute("data-metric")!.Value == metric);

    private static (double X, double Y)[] Points(XElement polyline) =>
        polyline.Attribute("points")!.Value.Split(' ')
            .Select(point => point.Split(','))
            .Select(xy => (double.Parse(xy[0], CultureInfo.InvariantCulture), double.Parse(xy[1], CultureInfo.InvariantCulture)))
            .ToArray();

    private static IEnumerable<XElement> WithClass(XElement element, string cssClass) =>
        element.Descendants().Where(descendant => (descendant.Attribute("class")?.Value ?? string.Empty).Split(' ').Contains(cssClass));
}

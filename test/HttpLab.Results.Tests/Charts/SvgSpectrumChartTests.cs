using System.Xml.Linq;
using HttpLab.Results.Charts;
using HttpLab.Results.Tests.Support;
using OxyPlot.Axes;
using OxyPlot.Series;

namespace HttpLab.Results.Tests.Charts;

public sealed class SvgSpectrumChartTests
{
    private static readonly XNamespace Svg = "http://www.w3.org/2000/svg";

    [Fact]
    public void Render_SuiteWithSpectra_IsStandaloneSvgWithTitleAndNoBars()
    {
        var root = XDocument.Parse(
            SvgChartExporter.Render(CancellationSample.Run(), CancellationSample.Suite())!).Root!;

        Assert.Equal(Svg + "svg", root.Name);
        Assert.Equal(
            "Cancellation precision — run 20250314T100000Z-cancellation", root.Element(Svg + "title")!.Value);
        Assert.Empty(WithClass(root, "panel-time"));
    }

    [Fact]
    public void Render_SuiteWithSpectra_OnePanelPerDistributionMetricInCatalogOrderTwoToARow()
    {
        var rows = Rows(CancellationSample.Suite(), SpectrumMode.Cdf);
        var root = XDocument.Parse(
            SvgChartExporter.Render(CancellationSample.Run(), CancellationSample.Suite())!).Root!;

        string[] metrics =
        [
            "slackUs", "propagationUs", "overshootUs", "serverNoticeUs", "nextRequestAfterCancelUs",
            "reusedConnectionRequestUs", "taskDelay1Us", "cancelAfter1Us",
        ];
        Assert.Equal(metrics, rows.SelectMany(row => row).Select(panel => panel.Metric));
        Assert.All(rows, row => Assert.Equal(2, row.Count));
        Assert.Equal(metrics, WithClass(root, "panel-spectrum").Select(panel => panel.Attribute("data-metric")!.Value));
    }

    [Fact]
    public void Render_EachPanel_OneLinePerCaseWithTheMetricInCaseOrderAndACaseKeepsItsColour()
    {
        var suite = CancellationSample.Suite();
        var colours = new Dictionary<string, OxyPlot.OxyColor>();

        foreach (var panel in Rows(suite, SpectrumMode.Cdf).SelectMany(row => row))
        {
            var lines = panel.Model.Series.OfType<LineSeries>().ToArray();
            var cases = suite.Cases.Where(@case => @case.Distributions.ContainsKey(panel.Metric!)).ToArray();
            Assert.Equal(cases.Select(CaseLabels.For), lines.Select(line => line.Title));
            Assert.All(lines, line => Assert.Equal(
                colours.TryAdd(line.Title, line.Color) ? line.Color : colours[line.Title],
                line.Color));
            Assert.All(lines, line => Assert.NotEmpty(line.Points));
        }

        Assert.Equal(suite.Cases.Count, colours.Values.Distinct().Count());
    }

    [Fact]
    public void Render_Overshoot_LegendInTheSvgListsTheCasesInOrder()
    {
        var suite = CancellationSample.Suite();
        var root = XDocument.Parse(SvgChartExporter.Render(CancellationSample.Run(), suite)!).Root!;

        var overshoot = WithClass(root, "panel-spectrum")
            .Single(panel => panel.Attribute("data-metric")!.Value == "overshootUs");
        var texts = overshoot.Descendants(Svg + "text").Select(text => text.Value).ToArray();
        var labels = suite.Cases
            .Where(@case => @case.Distributions.ContainsKey("overshootUs"))
            .Select(CaseLabels.For)
            .ToArray();

        Assert.Equal(4, labels.Length);
        Assert.Equal(labels, texts.Where(labels.Contains));
        Assert.Contains("Overshoot (overshootUs)", texts);
        Assert.Contains(suite.Cases, @case => @case.Warnings.Count > 0);
        Assert.Contains(texts, text => text.EndsWith(" ⚠", StringComparison.Ordinal));
    }

    [Fact]
    public void Render_CdfPanel_ValueAcrossInTheTableUnitAndPercentileUp()
    {
        var overshoot = Panel(CancellationSample.Suite(), SpectrumMode.Cdf, "overshootUs").Model;

        var across = Assert.IsType<LinearAxis>(overshoot.Axes.Single(axis => axis.Position == AxisPosition.Bottom));
        var up = Assert.IsType<LinearAxis>(overshoot.Axes.Single(axis => axis.Position == AxisPosition.Left));
        Assert.Equal(("μs", 0.0), (across.Title, across.Minimum));
        Assert.Equal((PercentileAxes.CdfTitle, 0.0, 100.0, 20.0), (up.Title, up.Minimum, up.Maximum, up.MajorStep));
        var points = overshoot.Series.OfType<LineSeries>().First().Points;
        Assert.True(
            points.Zip(points.Skip(1)).All(pair => pair.Second.X >= pair.First.X && pair.Second.Y >= pair.First.Y),
            "A CDF rises to the right.");
    }

    [Theory]
    [InlineData("serverNoticeUs", "μs", 1)]
    [InlineData("taskDelay1Us", "ms", 0.001)]
    public void Render_LinearPanel_UsesTheUnitOfTheReportTable(string metric, string unit, double perMicrosecond)
    {
        var suite = CancellationSample.Suite();
        var panel = Panel(suite, SpectrumMode.Cdf, metric).Model;

        Assert.Equal(unit, panel.Axes.Single(axis => axis.Position == AxisPosition.Bottom).Title);
        var first = suite.Cases.First(@case => @case.Distributions.ContainsKey(metric)).Distributions[metric].Spectrum;
        Assert.Equal(
            Math.Round(first[^1].Value * perMicrosecond, 9),
            Math.Round(panel.Series.OfType<LineSeries>().First().Points[^1].X, 9));
    }

    [Fact]
    public void Render_ValuesSpanningMoreThanThreeDecades_UseALogarithmicAxisLabelledInUnits()
    {
        var spread = CancellationSample.Distribution(1000, 2, 500, 40, 90, 400, 900, 4000, 20_000, 30_000, 30_000, 900);
        var suite = CancellationSample.Suite() with
        {
            Cases =
            [
                new CaseResult
                {
                    Name = "wide",
                    Metrics = new Dictionary<string, double>(),
                    Distributions = new Dictionary<string, Distribution> { ["overshootUs"] = spread },
                },
            ],
        };

        var across = Assert.IsType<LogarithmicAxis>(
            Panel(suite, SpectrumMode.Cdf, "overshootUs").Model.Axes
                .Single(axis => axis.Position == AxisPosition.Bottom));

        Assert.Equal(TimeAxes.LogTitle, across.Title);
        Assert.Equal(
            ["1 μs", "10 μs", "100 μs", "1 ms", "10 ms", "100 ms"],
            new[] { 1e3, 1e4, 1e5, 1e6, 1e7, 1e8 }.Select(across.LabelFormatter));
        Assert.Equal((1e3, 1e8), (across.Minimum, across.Maximum));
    }

    [Fact]
    public void Render_PercentileSpectrumMode_PercentileAcrossInNinesAndValueUp()
    {
        var panel = Panel(CancellationSample.Suite(), SpectrumMode.PercentileSpectrum, "taskDelay1Us").Model;

        var across = panel.Axes.Single(axis => axis.Position == AxisPosition.Bottom);
        Assert.Equal(PercentileAxes.SpectrumTitle, across.Title);
        Assert.Equal(["0%", "90%", "99%", "99.9%"], new[] { 0.0, 1, 2, 3 }.Select(across.LabelFormatter));
        Assert.Equal("ms", panel.Axes.Single(axis => axis.Position == AxisPosition.Left).Title);
        var points = panel.Series.OfType<LineSeries>().Single().Points;
        Assert.True(
            points.Zip(points.Skip(1)).All(pair => pair.Second.X >= pair.First.X && pair.Second.Y >= pair.First.Y),
            "Values rise with the percentile.");
        Assert.Equal(across.Maximum, points[^1].X);
    }

    [Theory]
    [InlineData(0, 0)]
    [InlineData(90, 1)]
    [InlineData(99.9, 3)]
    [InlineData(100, 4)]
    public void Nines_SpreadsEachNineEvenlyAndPutsTheMaximumAtTheEnd(double percentile, double nines)
    {
        Assert.Equal(nines, PercentileAxes.Nines(percentile, 4), 9);
    }

    [Fact]
    public void NinesFor_RunsToTheFirstNineBeyondTheHighestPercentile()
    {
        Assert.Equal(3, PercentileAxes.NinesFor([50, 99.5, 100]));
        Assert.Equal(2, PercentileAxes.NinesFor([100]));
    }

    [Fact]
    public void Render_CaseWithoutSpectrum_IsLeftOutOfThePanel()
    {
        var suite = CancellationSample.Suite();
        var cases = suite.Cases.ToArray();
        cases[1] = cases[1] with
        {
            Distributions = cases[1].Distributions.ToDictionary(
                pair => pair.Key,
                pair => pair.Key == "overshootUs" ? pair.Value with { Spectrum = [] } : pair.Value),
        };

        var overshoot = Panel(suite with { Cases = cases }, SpectrumMode.Cdf, "overshootUs").Model;

        Assert.Equal(
            cases
                .Where((@case, index) => index != 1 && @case.Distributions.ContainsKey("overshootUs"))
                .Select(CaseLabels.For),
            overshoot.Series.Select(series => series.Title));
    }

    [Fact]
    public void Render_DistributionsWithoutSpectraAndNoMeans_ReturnsNull()
    {
        var suite = CancellationSample.Suite() with
        {
            Cases = CancellationSample.Suite().Cases.Select(@case => @case with
            {
                Distributions = @case.Distributions.ToDictionary(
                    pair => pair.Key, pair => pair.Value with { Spectrum = [] }),
            }).ToArray(),
        };

        Assert.Null(SvgChartExporter.Render(CancellationSample.Run(), suite));
    }

    [Fact]
    public void Render_SuiteWithMeansAndSpectra_DrawsBarsThenSpectra()
    {
        var rows = Rows(JsonSuiteWithSpectra(), SpectrumMode.Cdf);

        Assert.Equal(
            ["time", "alloc", "time", "alloc", "spectrum", "spectrum"],
            rows.SelectMany(row => row).Select(panel => panel.Kind));
    }

    [Fact]
    public void Render_CaseNamesRepeatedInEveryGroup_APanelPerGroupAndACaseNameKeepsItsColour()
    {
        var spectra = Rows(JsonSuiteWithSpectra(), SpectrumMode.Cdf)
            .SelectMany(row => row)
            .Where(panel => panel.Kind == "spectrum")
            .ToArray();

        Assert.Equal(
            ["Overshoot · size = 10", "Overshoot · size = 10000"], spectra.Select(panel => panel.Model.Title));
        string[] names =
            ["GetAsync_ReadAsStringAsync", "GetAsync_ReadAsStreamAsync", "GetStreamAsync", "GetFromJsonAsync"];
        Assert.Equal(names, spectra[0].Model.Series.Select(series => series.Title));
        Assert.Equal(
            names,
            spectra[1].Model.Series.Select(series =>
                series.Title!.Replace(CaseLabels.WarningMark, string.Empty, StringComparison.Ordinal)));
        Assert.Equal(
            spectra[0].Model.Series.OfType<LineSeries>().Select(line => line.Color),
            spectra[1].Model.Series.OfType<LineSeries>().Select(line => line.Color));
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

        var chart = XDocument.Parse(
            await File.ReadAllTextAsync(Path.Combine(directory.Path, "cancellation.svg"))).Root!;
        Assert.Equal(8, WithClass(chart, "panel-spectrum").Count());
    }

    private static SuiteResult JsonSuiteWithSpectra()
    {
        var spectra = CancellationSample.Suite().Cases[0].Distributions;
        return SampleRuns.Json() with
        {
            Cases = SampleRuns.Json().Cases.Select(@case => @case with
            {
                Distributions = new Dictionary<string, Distribution> { ["overshootUs"] = spectra["overshootUs"] },
            }).ToArray(),
        };
    }

    private static IReadOnlyList<IReadOnlyList<ChartPanel>> Rows(SuiteResult suite, SpectrumMode mode) =>
        SuiteChart.Panels(suite, mode)!;

    private static ChartPanel Panel(SuiteResult suite, SpectrumMode mode, string metric) =>
        Rows(suite, mode).SelectMany(row => row).Single(panel => panel.Metric == metric);

    private static IEnumerable<XElement> WithClass(XElement element, string cssClass) =>
        element.Descendants().Where(descendant =>
            (descendant.Attribute("class")?.Value ?? string.Empty).Split(' ').Contains(cssClass));
}

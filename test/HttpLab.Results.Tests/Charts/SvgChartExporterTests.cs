using System.Globalization;
using System.Xml.Linq;
using HttpLab.Results.Charts;
using HttpLab.Results.Tests.Support;
using OxyPlot.Annotations;
using OxyPlot.Axes;
using OxyPlot.Series;

namespace HttpLab.Results.Tests.Charts;

public sealed class SvgChartExporterTests
{
    private static readonly XNamespace Svg = "http://www.w3.org/2000/svg";

    [Fact]
    public void Render_FixedSuite_IsStandaloneSvgWithHeader()
    {
        var root = XDocument.Parse(SvgChartExporter.Render(SampleRuns.Interrupted(), SampleRuns.Json())!).Root!;

        Assert.Equal(Svg + "svg", root.Name);
        Assert.True(double.Parse(root.Attribute("width")!.Value, CultureInfo.InvariantCulture) > 0);
        Assert.Equal(
            $"0 0 {root.Attribute("width")!.Value} {root.Attribute("height")!.Value}",
            root.Attribute("viewBox")!.Value);
        Assert.Equal("JSON payload reading — run 20250314T093000Z-json+clients", root.Element(Svg + "title")!.Value);
        Assert.Equal("JSON payload reading", WithClass(root, "title").Single().Value);
        Assert.StartsWith(
            "⚠ Incomplete run:", WithClass(root, "incomplete").Single().Value, StringComparison.Ordinal);
        Assert.Contains(
            "whiskers: 99.9% confidence interval of the mean",
            WithClass(root, "key").Single().Value,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Render_GroupedSuite_ARowPerGroupWithTimeThenAllocationPanels()
    {
        var rows = SuiteChart.Panels(SampleRuns.Json(), SpectrumMode.Cdf)!;

        Assert.Equal(2, rows.Count);
        Assert.All(rows, row => Assert.Equal(["time", "alloc"], row.Select(panel => panel.Kind)));
        Assert.Equal(
            [
                "size = 10: Mean time per operation (μs) — whiskers: 99.9% CI",
                "size = 10: Allocated per operation (KB)",
            ],
            rows[0].Select(panel => panel.Model.Title));
        Assert.StartsWith(
            "size = 10000: Mean time per operation (ms)", rows[1][0].Model.Title, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_Bars_FollowCaseOrderWithReportNumbersAndOnlyTheBaselineHighlighted()
    {
        var suite = SampleRuns.Json();
        var time = SuiteChart.Panels(suite, SpectrumMode.Cdf)![0][0].Model;

        var categories = time.Axes.OfType<CategoryAxis>().Single();
        var groupCases = suite.Cases.Take(4).ToArray();
        Assert.Equal(groupCases.Select(CaseLabels.For), categories.ItemsSource.Cast<string>());
        Assert.Equal(1, categories.StartPosition);
        var items = time.Series.OfType<ErrorBarSeries>().Single().Items;
        Assert.Equal([0, 1, 2, 3], items.Select(item => item.CategoryIndex));
        Assert.Equal(
            groupCases.Select(@case => Math.Round(@case.Metrics["meanNs"] / 1_000, 6)),
            items.Select(item => Math.Round(item.Value, 6)));
        Assert.All(items, item => Assert.True(Assert.IsType<ErrorBarItem>(item).Error > 0));
        Assert.Single(items, item => item.Color != items[1].Color);
        Assert.Equal(
            suite.Baseline,
            groupCases[items.IndexOf(items.Single(item => item.Color != items[1].Color))].Name);
        Assert.Equal(
            ["113.1", "110.4", "113.0", "111.9"],
            time.Annotations.OfType<TextAnnotation>().Select(text => text.Text));
    }

    [Fact]
    public void Render_Svg_HasTheCaseLabelsInOrderInEachPanel()
    {
        var suite = SampleRuns.Json();
        var root = XDocument.Parse(SvgChartExporter.Render(SampleRuns.Completed(), suite)!).Root!;

        var panels = WithClass(root, "panel").ToArray();
        Assert.Equal(
            ["panel panel-time", "panel panel-alloc", "panel panel-time", "panel panel-alloc"],
            panels.Select(panel => panel.Attribute("class")!.Value));
        for (var index = 0; index < panels.Length; index++)
        {
            var texts = panels[index].Descendants(Svg + "text").Select(text => text.Value).ToList();
            var labels = suite.Cases.Skip(index / 2 * 4).Take(4).Select(CaseLabels.For).ToArray();
            Assert.All(labels, label => Assert.Contains(label, texts));
            Assert.Equal(labels, texts.Where(labels.Contains).Distinct());
        }
    }

    [Fact]
    public void Render_CaseWithoutAllocation_SaysNotMeasuredInsteadOfABar()
    {
        var rows = SuiteChart.Panels(SampleRuns.Clients(), SpectrumMode.Cdf)!;

        var allocation = rows.Single().Single(panel => panel.Kind == "alloc").Model;
        Assert.Equal(
            [0, 1], allocation.Series.OfType<ErrorBarSeries>().Single().Items.Select(item => item.CategoryIndex));
        Assert.Equal(BarPlot.NotMeasured, allocation.Annotations.OfType<TextAnnotation>().Last().Text);
        Assert.Equal(
            3,
            rows.Single().Single(panel => panel.Kind == "time").Model.Series
                .OfType<ErrorBarSeries>()
                .Single()
                .Items.Count);
        Assert.Contains(
            ">not measured<",
            SvgChartExporter.Render(SampleRuns.Completed(), SampleRuns.Clients()),
            StringComparison.Ordinal);
    }

    [Fact]
    public void Render_CaseWithWarnings_IsMarked()
    {
        var suite = SampleRuns.Clients();
        var warned = suite.Cases
            .Where(@case => @case.Warnings.Count > 0)
            .Select(@case => @case.Name + " ⚠")
            .ToArray();

        var labels = SuiteChart.Panels(suite, SpectrumMode.Cdf)![0][0].Model.Axes
            .OfType<CategoryAxis>()
            .Single()
            .ItemsSource.Cast<string>();

        Assert.NotEmpty(warned);
        Assert.Equal(warned, labels.Where(label => label.EndsWith(" ⚠", StringComparison.Ordinal)));
    }

    [Fact]
    public void Render_SuiteWithoutAllocation_HasOnlyTheTimePanel()
    {
        var suite = SampleRuns.Clients() with
        {
            Cases = SampleRuns.Clients().Cases.Select(@case => @case with
            {
                Metrics = @case.Metrics.Where(metric => metric.Key != "allocatedBytesPerOp").ToDictionary(),
            }).ToArray(),
        };

        Assert.Equal(["time"], SuiteChart.Panels(suite, SpectrumMode.Cdf)!.Single().Select(panel => panel.Kind));
    }

    [Fact]
    public void Render_MarkupInNames_IsEscaped()
    {
        var suite = SampleRuns.Clients() with
        {
            Title = "A <b> & \"c\"",
            Cases = [SampleRuns.Clients().Cases[0] with { Name = "Get<T> & <script>", Warnings = [] }],
        };

        var root = XDocument.Parse(SvgChartExporter.Render(SampleRuns.Completed(), suite)!).Root!;

        Assert.Contains("Get<T> & <script>", root.Descendants(Svg + "text").Select(text => text.Value));
        Assert.Equal("A <b> & \"c\"", WithClass(root, "title").Single().Value);
    }

    [Fact]
    public void Render_SuiteWithoutMeans_ReturnsNull()
    {
        var suite = SampleRuns.Clients() with
        {
            Cases =
            [
                SampleRuns.Clients().Cases[0] with { Metrics = new Dictionary<string, double> { ["iterations"] = 3 } },
            ],
        };

        Assert.Null(SvgChartExporter.Render(SampleRuns.Completed(), suite));
    }

    [Theory]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    public void Render_UnderCulture_SameAsInvariant(string culture)
    {
        var invariant = SvgChartExporter.Render(SampleRuns.Interrupted(), SampleRuns.Json());
        using var scope = new CultureScope(culture);

        Assert.Equal(invariant, SvgChartExporter.Render(SampleRuns.Interrupted(), SampleRuns.Json()));
    }

    [Fact]
    public async Task ExportAsync_FixedRun_WritesOneChartPerSuite()
    {
        using var root = new TemporaryDirectory();
        var directory = ResultsDirectory.Create(root.Path, null, ["json", "clients"], SampleRuns.Started);

        await new SvgChartExporter().ExportAsync(SampleRuns.Interrupted(), directory, CancellationToken.None);

        Assert.Equal(
            Svg + "svg",
            XDocument.Parse(await File.ReadAllTextAsync(Path.Combine(directory.Path, "json.svg"))).Root!.Name);
        Assert.Equal(
            Svg + "svg",
            XDocument.Parse(await File.ReadAllTextAsync(Path.Combine(directory.Path, "clients.svg"))).Root!.Name);
    }

    private static IEnumerable<XElement> WithClass(XElement element, string cssClass) =>
        element.Descendants().Where(descendant =>
            (descendant.Attribute("class")?.Value ?? string.Empty).Split(' ').Contains(cssClass));
}

using System.Xml.Linq;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests;

public sealed class SvgChartExporterTests
{
    private static readonly XNamespace Svg = "http://www.w3.org/2000/svg";

    [Fact]
    public void Render_FixedSuite_IsStandaloneSvg()
    {
        var document = Parse(SampleRuns.Interrupted(), SampleRuns.Json());

        var root = document.Root!;
        Assert.Equal(Svg + "svg", root.Name);
        Assert.True(double.Parse(root.Attribute("width")!.Value, System.Globalization.CultureInfo.InvariantCulture) > 0);
        Assert.True(double.Parse(root.Attribute("height")!.Value, System.Globalization.CultureInfo.InvariantCulture) > 0);
        Assert.Equal($"0 0 {root.Attribute("width")!.Value} {root.Attribute("height")!.Value}", root.Attribute("viewBox")!.Value);
        Assert.Equal("JSON payload reading — run 20250314T093000Z-json+clients", root.Element(Svg + "title")!.Value);
    }

    [Fact]
    public void Render_GroupedSuite_DrawsOneBarPerCaseInEachPanelOfEachRow()
    {
        var document = Parse(SampleRuns.Completed(), SampleRuns.Json());

        var rows = WithClass(document.Root!, "row").ToArray();
        Assert.Equal(["size = 10", "size = 10000"], rows.Select(row => WithClass(row, "group").Single().Value));
        foreach (var row in rows)
        {
            Assert.Equal(4, WithClass(WithClass(row, "panel-time").Single(), "bar").Count());
            Assert.Equal(4, WithClass(WithClass(row, "panel-alloc").Single(), "bar").Count());
        }
    }

    [Fact]
    public void Render_GroupedSuite_LabelsCasesInSuiteOrder()
    {
        var suite = SampleRuns.Json();

        var labels = WithClass(Parse(SampleRuns.Completed(), suite).Root!, "case-label").Select(label => label.Value);

        Assert.Equal(suite.Cases.Select(@case => @case.Name), labels);
    }

    [Fact]
    public void Render_BarsOfAPanel_FollowCaseOrderAndHighlightOnlyTheBaseline()
    {
        var suite = SampleRuns.Json();
        var document = Parse(SampleRuns.Completed(), suite);

        var bars = WithClass(document.Root!, "panel-time").SelectMany(panel => WithClass(panel, "bar")).ToArray();

        Assert.Equal(suite.Cases.Select(@case => @case.Name), bars.Select(bar => bar.Element(Svg + "title")!.Value.Split(':')[0]));
        Assert.Equal(2, bars.Select(bar => bar.Attribute("fill")!.Value).Count(fill => fill != bars[1].Attribute("fill")!.Value));
        Assert.All(
            bars.Where(bar => bar.Attribute("fill")!.Value != bars[1].Attribute("fill")!.Value),
            bar => Assert.StartsWith(suite.Baseline + ":", bar.Element(Svg + "title")!.Value, StringComparison.Ordinal));
    }

    [Fact]
    public void Render_CaseWithoutAllocation_SaysNotMeasuredInsteadOfABar()
    {
        var document = Parse(SampleRuns.Completed(), SampleRuns.Clients());

        var allocation = WithClass(document.Root!, "panel-alloc").Single();
        Assert.Equal(2, WithClass(allocation, "bar").Count());
        Assert.Equal("not measured", WithClass(allocation, "missing").Single().Value);
        Assert.Equal(3, WithClass(WithClass(document.Root!, "panel-time").Single(), "bar").Count());
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

        var document = Parse(SampleRuns.Completed(), suite);

        Assert.Empty(WithClass(document.Root!, "panel-alloc"));
        Assert.Single(WithClass(document.Root!, "panel-time"));
    }

    [Fact]
    public void Render_MarkupInNames_IsEscaped()
    {
        var suite = SampleRuns.Clients() with { Title = "A <b> & \"c\"", Cases = [SampleRuns.Clients().Cases[0] with { Name = "Get<T> & <script>" }] };

        var document = Parse(SampleRuns.Completed(), suite);

        Assert.Equal("Get<T> & <script>", WithClass(document.Root!, "case-label").Single().Value);
        Assert.Equal("A <b> & \"c\"", WithClass(document.Root!, "title").Single().Value);
    }

    [Fact]
    public void Render_SuiteWithoutMeans_ReturnsNull()
    {
        var suite = SampleRuns.Clients() with { Cases = [SampleRuns.Clients().Cases[0] with { Metrics = new Dictionary<string, double> { ["iterations"] = 3 } }] };

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

        XDocument.Parse(await File.ReadAllTextAsync(Path.Combine(directory.Path, "json.svg")));
        XDocument.Parse(await File.ReadAllTextAsync(Path.Combine(directory.Path, "clients.svg")));
    }

    private static XDocument Parse(RunResult run, SuiteResult suite) => XDocument.Parse(SvgChartExporter.Render(run, suite)!);

    private static IEnumerable<XElement> WithClass(XElement element, string cssClass) =>
        element.Descendants().Where(descendant => (descendant.Attribute("class")?.Value ?? string.Empty).Split(' ').Contains(cssClass));
}

using System.Globalization;
using System.Text.Json;
using HttpLab.Results.Csv;
using HttpLab.Results.Json;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Csv;

public sealed class CsvResultExporterTests
{
    [Theory]
    [InlineData("en-US")]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    public void Render_FixedSuitesUnderCulture_MatchExpectedCsv(string culture)
    {
        using var scope = new CultureScope(culture);

        ExpectedOutput.Matches("json.csv", CsvResultExporter.Render(SampleRuns.Json()));
        ExpectedOutput.Matches("clients.csv", CsvResultExporter.Render(SampleRuns.Clients()));
    }

    [Theory]
    [InlineData("en-US")]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    public void Render_CancellationSuiteUnderCulture_MatchesExpectedCsv(string culture)
    {
        using var scope = new CultureScope(culture);

        ExpectedOutput.Matches("cancellation.csv", CsvResultExporter.Render(CancellationSample.Suite()));
    }

    [Fact]
    public void Render_Distributions_OneColumnPerStatisticNamedAsInResultsJsonAfterTheScalars()
    {
        var suite = CancellationSample.Suite();
        using var json = JsonDocument.Parse(ResultsJson.Serialize(CancellationSample.Run()));
        var fields = json.RootElement.GetProperty("suites")[0].GetProperty("cases")[0]
            .GetProperty("metrics").GetProperty("overshootUs")
            .EnumerateObject().Select(property => property.Name).Where(name => name != "spectrum");

        var header = CsvResultExporter.Render(suite).Split("\r\n")[0].Split(',');

        Assert.Equal("overshootP99PctOfDeadline", header[Array.IndexOf(header, "slackUs.count") - 1]);
        Assert.Equal(
            fields.Select(field => "overshootUs." + field),
            header.Where(column => column.StartsWith("overshootUs.", StringComparison.Ordinal)));
        Assert.Equal("cancelAfter1Us.stdDev", header[^1]);
    }

    [Fact]
    public void Render_AnySuite_EndsRecordsWithCrLf()
    {
        var csv = CsvResultExporter.Render(SampleRuns.Clients());

        Assert.Equal(4, csv.Split("\r\n").Length - 1);
        Assert.DoesNotContain(
            "\n", csv.Replace("\r\n", string.Empty, StringComparison.Ordinal), StringComparison.Ordinal);
    }

    [Fact]
    public void Render_Metrics_ParseBackToTheSameDoubles()
    {
        var suite = SampleRuns.Json() with
        {
            Cases =
            [
                SampleRuns.Json().Cases[0] with
                {
                    Metrics = new Dictionary<string, double> { ["meanNs"] = 0.1 + 0.2, ["errorNs"] = 1e-300 },
                },
            ],
        };

        var row = CsvResultExporter.Render(suite).Split("\r\n")[1].Split(',');

        Assert.Equal(0.1 + 0.2, double.Parse(row[2], CultureInfo.InvariantCulture));
        Assert.Equal(1e-300, double.Parse(row[3], CultureInfo.InvariantCulture));
    }

    [Fact]
    public async Task ExportAsync_TwoSuites_WritesOneFilePerSuite()
    {
        using var root = new TemporaryDirectory();
        var directory = ResultsDirectory.Create(root.Path, null, ["json", "clients"], SampleRuns.Started);

        await new CsvResultExporter().ExportAsync(SampleRuns.Completed(), directory, CancellationToken.None);

        ExpectedOutput.Matches("json.csv", await File.ReadAllTextAsync(Path.Combine(directory.Path, "json.csv")));
        ExpectedOutput.Matches("clients.csv", await File.ReadAllTextAsync(Path.Combine(directory.Path, "clients.csv")));
    }
}

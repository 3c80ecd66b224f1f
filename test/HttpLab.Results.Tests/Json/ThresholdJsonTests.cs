using System.Text.Json;
using HttpLab.Results.Html;
using HttpLab.Results.Json;
using HttpLab.Results.Markdown;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Json;

public sealed class ThresholdJsonTests
{
    private static readonly ThresholdResult Passed = new()
    {
        Threshold = "p99<10ms", Passed = true, Measured = 8_421, Limit = 10_000, Unit = "us", MeasuredText = "8.421 ms",
    };

    private static readonly ThresholdResult FailedWithoutValue = new()
    {
        Threshold = "max<1s",
        Passed = false,
        Measured = null,
        Limit = 1_000_000,
        Unit = "us",
        MeasuredText = "3 of 1,000 failed (0.3%), slower than any limit",
    };

    private static RunResult Run()
    {
        var judged = LoadSample.Case() with { Thresholds = [Passed, FailedWithoutValue] };
        return LoadSample.Run() with { Suites = [LoadSample.Suite() with { Cases = [judged] }] };
    }

    [Fact]
    public void Serialize_CaseWithThresholds_RoundTripsEveryField()
    {
        var json = ResultsJson.Serialize(Run());

        var read = ResultsJson.Deserialize(json).Suites[0].Cases[0];

        Assert.Equal([Passed, FailedWithoutValue], read.Thresholds);
        Assert.Equal(json, ResultsJson.Serialize(ResultsJson.Deserialize(json)));
    }

    [Fact]
    public void Serialize_CaseWithThresholds_WritesTheDocumentedFieldsWithNullForNoValue()
    {
        using var document = JsonDocument.Parse(ResultsJson.Serialize(Run()));
        var thresholds = document.RootElement.GetProperty("suites")[0].GetProperty("cases")[0]
            .GetProperty("thresholds");

        Assert.Equal(2, thresholds.GetArrayLength());
        Assert.Equal("p99<10ms", thresholds[0].GetProperty("threshold").GetString());
        Assert.True(thresholds[0].GetProperty("passed").GetBoolean());
        Assert.Equal(8_421, thresholds[0].GetProperty("measured").GetDouble());
        Assert.Equal(10_000, thresholds[0].GetProperty("limit").GetDouble());
        Assert.Equal("us", thresholds[0].GetProperty("unit").GetString());
        Assert.Equal(JsonValueKind.Null, thresholds[1].GetProperty("measured").ValueKind);
        var schema = File.ReadAllText(Path.Combine(RepositoryPaths.Root, "docs", "results-schema.md"));
        foreach (var property in thresholds[0].EnumerateObject())
        {
            Assert.Contains($"| `{property.Name}` |", schema, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Serialize_CaseWithoutThresholds_LeavesTheFieldOut()
    {
        var json = ResultsJson.Serialize(LoadSample.Run());

        Assert.DoesNotContain("\"thresholds\"", json, StringComparison.Ordinal);
        Assert.Empty(ResultsJson.Deserialize(json).Suites[0].Cases[0].Thresholds);
    }

    [Fact]
    public void Deserialize_NullThreshold_RefusedNamingItsPlace()
    {
        var json = ResultsJson.Serialize(Run()).Replace(
            "\"thresholds\": [", "\"thresholds\": [null, ", StringComparison.Ordinal);

        var exception = Assert.Throws<ResultsFormatException>(() => ResultsJson.Deserialize(json));

        Assert.Contains("suites[0].cases[0].thresholds holds a null", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Reports_CaseWithThresholds_ShowEachPassOrFailWithTheMeasuredValue()
    {
        var markdown = MarkdownReport.Render(Run());
        var html = HtmlReport.Render([new ReportedRun(Run())]);

        Assert.Contains("### Thresholds: 1 of 2 passed", markdown, StringComparison.Ordinal);
        var lines = markdown.Split('\n');
        Assert.Contains(lines, line => line.Contains("| p99\\<10ms | pass ", StringComparison.Ordinal)
            && line.Contains("| 8.421 ms", StringComparison.Ordinal));
        Assert.Contains(lines, line => line.Contains("| max\\<1s ", StringComparison.Ordinal)
            && line.Contains("| **FAIL** | 3 of 1,000 failed (0.3%)", StringComparison.Ordinal));
        Assert.Contains("<h3>Thresholds: 1 of 2 passed</h3>", html, StringComparison.Ordinal);
        Assert.Contains("<td class=\"threshold-fail\">FAIL</td>", html, StringComparison.Ordinal);
        Assert.Contains("<td class=\"threshold-pass\">pass</td>", html, StringComparison.Ordinal);
        Assert.Contains("p99&lt;10ms", html, StringComparison.Ordinal);
    }
}

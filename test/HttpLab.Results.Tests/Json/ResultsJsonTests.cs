using System.Text.Json;
using HttpLab.Results.Json;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Json;

public sealed class ResultsJsonTests
{
    [Fact]
    public void Serialize_FixedRun_RoundTripsThroughDeserialize()
    {
        var run = SampleRuns.Interrupted();

        var json = ResultsJson.Serialize(run);
        var read = ResultsJson.Deserialize(json);

        Assert.Equal(json, ResultsJson.Serialize(read));
        Assert.Equal(run.RunId, read.RunId);
        Assert.Equal(run.StartedUtc, read.StartedUtc);
        Assert.Equal(run.FinishedUtc, read.FinishedUtc);
        Assert.Equal(run.Complete, read.Complete);
        Assert.Equal(run.IncompleteReason, read.IncompleteReason);
        Assert.Equal(run.Environment, read.Environment);
        Assert.Equal(run.Suites.Count, read.Suites.Count);
        for (var suiteIndex = 0; suiteIndex < run.Suites.Count; suiteIndex++)
        {
            var (expected, actual) = (run.Suites[suiteIndex], read.Suites[suiteIndex]);
            Assert.Equal(
                (expected.Name, expected.Title, expected.Engine, expected.Baseline, expected.TargetUrl),
                (actual.Name, actual.Title, actual.Engine, actual.Baseline, actual.TargetUrl));
            Assert.Equal(expected.GroupBy, actual.GroupBy);
            Assert.Equal(expected.Warnings, actual.Warnings);
            Assert.Equal(expected.Cases.Count, actual.Cases.Count);
            for (var caseIndex = 0; caseIndex < expected.Cases.Count; caseIndex++)
            {
                var (expectedCase, actualCase) = (expected.Cases[caseIndex], actual.Cases[caseIndex]);
                Assert.Equal(expectedCase.Name, actualCase.Name);
                Assert.Equal(expectedCase.Parameters, actualCase.Parameters);
                Assert.Equal(expectedCase.Metrics, actualCase.Metrics);
                Assert.Equal(expectedCase.Warnings, actualCase.Warnings);
                Assert.Equal(expectedCase.IsBaseline, actualCase.IsBaseline);
                Assert.Equal(expectedCase.IterationsNs, actualCase.IterationsNs);
                Assert.Equal(expectedCase.LaunchMediansNs, actualCase.LaunchMediansNs);
            }
        }
    }

    [Fact]
    public void Serialize_GroupBaselines_MarkedOnTheirCasesOnlyAndReadBack()
    {
        var suite = SampleRuns.Interrupted().Suites[0];
        var run = SampleRuns.Interrupted() with
        {
            Suites =
            [
                suite with { Baseline = null, Cases = [suite.Cases[0] with { IsBaseline = true }, suite.Cases[1]] },
            ],
        };

        var json = ResultsJson.Serialize(run);
        var read = ResultsJson.Deserialize(json).Suites[0];

        Assert.Single(System.Text.RegularExpressions.Regex.Matches(json, "\"baseline\": true"));
        Assert.Equal([true, false], read.Cases.Select(@case => @case.IsBaseline));
        Assert.True(CaseResult.IsBaselineOf(read, read.Cases[0]));
        Assert.False(CaseResult.IsBaselineOf(read, read.Cases[1]));
        Assert.Contains(
            "- **Baseline:** each group's own: " + suite.Cases[0].Name,
            HttpLab.Results.Markdown.MarkdownReport.Render(run),
            StringComparison.Ordinal);
    }

    [Fact]
    public void Serialize_FixedRun_WritesCamelCaseNamesAndTypedParameters()
    {
        var json = ResultsJson.Serialize(SampleRuns.Interrupted());

        Assert.Contains("\"schemaVersion\": 1", json, StringComparison.Ordinal);
        Assert.Contains("\"runId\": \"20250314T093000Z-json+clients\"", json, StringComparison.Ordinal);
        Assert.Contains("\"size\": 10000", json, StringComparison.Ordinal);
        Assert.Contains("\"client\": \"shared HttpClient\"", json, StringComparison.Ordinal);
        Assert.DoesNotContain("\r", json, StringComparison.Ordinal);
    }

    [Fact]
    public void Serialize_IterationSamples_OnlyOnTheCasesThatHaveThem()
    {
        using var document = JsonDocument.Parse(ResultsJson.Serialize(SampleRuns.Interrupted()));
        var cases = document.RootElement.GetProperty("suites")[0].GetProperty("cases").EnumerateArray().ToArray();

        var withSamples = Assert.Single(cases, @case => @case.TryGetProperty("iterationsNs", out _));
        Assert.Equal("GetStreamAsync", withSamples.GetProperty("name").GetString());
        Assert.Equal(12, withSamples.GetProperty("iterationsNs").GetArrayLength());
        Assert.Equal(113_512.25, withSamples.GetProperty("iterationsNs")[1].GetDouble());
    }

    [Theory]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    public void Serialize_UnderCulture_SameAsInvariant(string culture)
    {
        var invariant = ResultsJson.Serialize(SampleRuns.Interrupted());
        using var scope = new CultureScope(culture);

        Assert.Equal(invariant, ResultsJson.Serialize(SampleRuns.Interrupted()));
    }

    [Fact]
    public void Serialize_NonFiniteMetric_LeavesMetricOut()
    {
        var run = WithFirstCase(SampleRuns.Completed(), @case => @case with
        {
            Metrics = new Dictionary<string, double>(@case.Metrics)
            {
                ["ratio"] = double.NaN, ["allocRatio"] = double.PositiveInfinity,
            },
        });

        var read = ResultsJson.Deserialize(ResultsJson.Serialize(run));

        Assert.DoesNotContain("ratio", read.Suites[0].Cases[0].Metrics.Keys);
        Assert.DoesNotContain("allocRatio", read.Suites[0].Cases[0].Metrics.Keys);
        Assert.Equal(113_118.4, read.Suites[0].Cases[0].Metrics["meanNs"]);
    }

    [Fact]
    public void Serialize_NonFiniteParameter_ThrowsNamingTheParameter()
    {
        var run = WithFirstCase(SampleRuns.Completed(), @case => @case with
        {
            Parameters = new Dictionary<string, ParameterValue> { ["size"] = ParameterValue.Of(double.NaN) },
        });

        var exception = Assert.Throws<ArgumentException>(() => ResultsJson.Serialize(run));

        Assert.Contains("'size'", exception.Message, StringComparison.Ordinal);
        Assert.Contains("GetAsync_ReadAsStringAsync", exception.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("{ \"schemaVersion\": 1, ", "not valid JSON")]
    [InlineData("", "not valid JSON")]
    [InlineData("[1, 2]", "must be a JSON object")]
    [InlineData("{ \"runId\": \"x\" }", "no schemaVersion")]
    [InlineData("{ \"schemaVersion\": \"1\" }", "schemaVersion must be a whole number")]
    [InlineData("{ \"schemaVersion\": 0 }", "schemaVersion must be a whole number")]
    public void Deserialize_MalformedInput_ThrowsNamingTheProblem(string json, string expectedMessage)
    {
        var exception = Assert.Throws<ResultsFormatException>(() => ResultsJson.Deserialize(json));

        Assert.Contains(expectedMessage, exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Deserialize_FutureSchemaVersion_ThrowsNamingBothVersions()
    {
        var json = ResultsJson.Serialize(SampleRuns.Completed())
            .Replace(
                "\"schemaVersion\": 1",
                $"\"schemaVersion\": {RunResult.CurrentSchemaVersion + 1}",
                StringComparison.Ordinal);

        var exception = Assert.Throws<ResultsFormatException>(() => ResultsJson.Deserialize(json));

        Assert.Contains(
            $"schemaVersion {RunResult.CurrentSchemaVersion + 1}", exception.Message, StringComparison.Ordinal);
        Assert.Contains(
            $"up to schemaVersion {RunResult.CurrentSchemaVersion}", exception.Message, StringComparison.Ordinal);
        Assert.Contains("newer HttpLab", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Deserialize_MissingRequiredProperty_ThrowsNamingTheProperty()
    {
        var json = ResultsJson.Serialize(SampleRuns.Completed())
            .Replace("\"runId\":", "\"runIdentifier\":", StringComparison.Ordinal);

        var exception = Assert.Throws<ResultsFormatException>(() => ResultsJson.Deserialize(json));

        Assert.Contains("runId", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Deserialize_NullForNonNullableProperty_Throws()
    {
        var json = ResultsJson.Serialize(SampleRuns.Completed())
            .Replace("\"profile\": \"quick\"", "\"profile\": null", StringComparison.Ordinal);

        var exception = Assert.Throws<ResultsFormatException>(() => ResultsJson.Deserialize(json));

        Assert.Contains("profile", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Deserialize_NullCase_ThrowsNamingItsPosition()
    {
        var json = ResultsJson.Serialize(SampleRuns.Completed());
        var casesStart = json.IndexOf(
            "\"cases\": [", json.IndexOf("\"name\": \"clients\"", StringComparison.Ordinal), StringComparison.Ordinal);
        var broken = json.Insert(casesStart + "\"cases\": [".Length, " null,");

        var exception = Assert.Throws<ResultsFormatException>(() => ResultsJson.Deserialize(broken));

        Assert.Contains("suites[1].cases[0] is null", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task ReadAsync_FileWithFutureVersion_NamesTheFile()
    {
        using var folder = new TemporaryDirectory();
        var path = Path.Combine(folder.Path, "results.json");
        await File.WriteAllTextAsync(path, "{ \"schemaVersion\": 99 }");

        var exception = await Assert.ThrowsAsync<ResultsFormatException>(
            () => ResultsJson.ReadAsync(path, CancellationToken.None));

        Assert.StartsWith(path, exception.Message, StringComparison.Ordinal);
        Assert.Contains("schemaVersion 99", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task ReadAsync_WrittenFile_ReturnsTheRun()
    {
        using var folder = new TemporaryDirectory();
        var path = Path.Combine(folder.Path, "results.json");
        await File.WriteAllTextAsync(path, ResultsJson.Serialize(SampleRuns.Completed()));

        var run = await ResultsJson.ReadAsync(path, CancellationToken.None);

        Assert.Equal("20250314T093000Z-json+clients", run.RunId);
    }

    private static RunResult WithFirstCase(RunResult run, Func<CaseResult, CaseResult> change) => run with
    {
        Suites =
        [
            run.Suites[0] with { Cases = [change(run.Suites[0].Cases[0]), .. run.Suites[0].Cases.Skip(1)] },
            .. run.Suites.Skip(1),
        ],
    };
}

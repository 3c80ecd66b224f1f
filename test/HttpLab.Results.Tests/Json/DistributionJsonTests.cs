using System.Text.Json;
using HttpLab.Results.Json;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Json;

public sealed class DistributionJsonTests
{
    private static readonly Distribution Overshoot =
        CancellationSample.Summary(35.2, 99.6, 90.1, 112.4, 141.9, 171.0, 268.4, 612.7, 46.8);

    [Fact]
    public void Serialize_CaseWithBoth_WritesDistributionsInsideMetricsAfterTheScalars()
    {
        var json = ResultsJson.Serialize(RunOf(Case(
            new Dictionary<string, double> { ["errors"] = 0, ["cancelled"] = 200 },
            new Dictionary<string, Distribution> { ["overshootUs"] = Overshoot, ["slackUs"] = Overshoot })));

        using var document = JsonDocument.Parse(json);
        var @case = document.RootElement.GetProperty("suites")[0].GetProperty("cases")[0];
        Assert.Equal(
            ["name", "parameters", "metrics", "warnings"],
            @case.EnumerateObject().Select(property => property.Name));
        Assert.Equal(
            ["errors", "cancelled", "overshootUs", "slackUs"],
            @case.GetProperty("metrics").EnumerateObject().Select(property => property.Name));
        var overshoot = @case.GetProperty("metrics").GetProperty("overshootUs");
        Assert.Equal(
            ["count", "min", "mean", "p50", "p75", "p90", "p95", "p99", "p999", "p9999", "max", "stdDev", "spectrum"],
            overshoot.EnumerateObject().Select(property => property.Name));
        Assert.Equal(200, overshoot.GetProperty("count").GetInt64());
        Assert.Equal(
            ["percentile", "value"],
            overshoot.GetProperty("spectrum")[0].EnumerateObject().Select(property => property.Name));
        Assert.DoesNotContain("\"distributions\"", json, StringComparison.Ordinal);
    }

    public static TheoryData<string, CaseResult> Cases() => new()
    {
        {
            "only scalars",
            Case(new Dictionary<string, double> { ["cancelled"] = 200, ["overshootP50PctOfDeadline"] = 1.8 }, [])
        },
        {
            "only distributions",
            Case([], new Dictionary<string, Distribution>
            {
                ["overshootUs"] = Overshoot, ["taskDelay1Us"] = Overshoot with { Spectrum = [] },
            })
        },
        {
            "both",
            Case(
                new Dictionary<string, double> { ["stopwatchResolutionNs"] = 1 },
                new Dictionary<string, Distribution> { ["cancelAfter1Us"] = Overshoot })
        },
        { "the sample", CancellationSample.Suite().Cases[3] },
    };

    [Theory]
    [MemberData(nameof(Cases))]
    public void Deserialize_SerializedCase_ReturnsTheSameCase(string kind, CaseResult @case)
    {
        var read = ResultsJson.Deserialize(ResultsJson.Serialize(RunOf(@case))).Suites[0].Cases[0];

        Assert.True(read.Name == @case.Name, kind);
        Assert.Equal(@case.Parameters, read.Parameters);
        Assert.Equal(@case.Metrics, read.Metrics);
        Assert.Equal(@case.Warnings, read.Warnings);
        Assert.Equal(@case.Distributions.Keys, read.Distributions.Keys);
        foreach (var (name, expected) in @case.Distributions)
        {
            var actual = read.Distributions[name];
            Assert.Equal(expected with { Spectrum = [] }, actual with { Spectrum = [] });
            Assert.Equal(expected.Spectrum, actual.Spectrum);
        }
    }

    [Fact]
    public void Serialize_EmptySpectrum_WritesAnEmptyArray()
    {
        var json = ResultsJson.Serialize(RunOf(Case(
            [], new Dictionary<string, Distribution> { ["overshootUs"] = Overshoot with { Spectrum = [] } })));

        Assert.Contains("\"spectrum\": []", json, StringComparison.Ordinal);
    }

    [Fact]
    public void Deserialize_DistributionWithoutSpectrum_HasAnEmptySpectrum()
    {
        var json = ResultsJson.Serialize(RunOf(Case(
                [], new Dictionary<string, Distribution> { ["overshootUs"] = Overshoot with { Spectrum = [] } })))
            .Replace(",\n              \"spectrum\": []", string.Empty, StringComparison.Ordinal);
        Assert.DoesNotContain("spectrum", json, StringComparison.Ordinal);

        var read = ResultsJson.Deserialize(json).Suites[0].Cases[0].Distributions["overshootUs"];

        Assert.Empty(read.Spectrum);
        Assert.Equal(612.7, read.Max);
    }

    [Theory]
    [InlineData("mean", double.NaN)]
    [InlineData("p999", double.PositiveInfinity)]
    [InlineData("spectrum", double.NegativeInfinity)]
    public void Serialize_NonFiniteValueInDistribution_ThrowsNamingSuiteCaseAndMetric(string field, double value)
    {
        var broken = field switch
        {
            "mean" => Overshoot with { Mean = value },
            "p999" => Overshoot with { P999 = value },
            _ => Overshoot with { Spectrum = [new(0, 1), new(100, value)] },
        };

        var exception = Assert.Throws<ArgumentException>(() => ResultsJson.Serialize(
            RunOf(Case([], new Dictionary<string, Distribution> { ["overshootUs"] = broken }))));

        Assert.Contains("'overshootUs'", exception.Message, StringComparison.Ordinal);
        Assert.Contains("'c'", exception.Message, StringComparison.Ordinal);
        Assert.Contains("'cancellation'", exception.Message, StringComparison.Ordinal);
        Assert.Contains(field, exception.Message, StringComparison.Ordinal);
        Assert.Contains("bug", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Serialize_NameIsScalarAndDistribution_Throws()
    {
        var @case = Case(
            new Dictionary<string, double> { ["overshootUs"] = 1 },
            new Dictionary<string, Distribution> { ["overshootUs"] = Overshoot });

        var exception = Assert.Throws<ArgumentException>(() => ResultsJson.Serialize(RunOf(@case)));

        Assert.Contains("both a scalar and a distribution", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Serialize_NonFiniteScalarBesideDistribution_LeavesOnlyTheScalarOut()
    {
        var @case = Case(
            new Dictionary<string, double> { ["errors"] = double.NaN, ["cancelled"] = 3 },
            new Dictionary<string, Distribution> { ["overshootUs"] = Overshoot });

        var read = ResultsJson.Deserialize(ResultsJson.Serialize(RunOf(@case))).Suites[0].Cases[0];

        Assert.Equal(["cancelled"], read.Metrics.Keys);
        Assert.Equal(["overshootUs"], read.Distributions.Keys);
    }

    [Theory]
    [InlineData("\"cancelled\": 200", "\"cancelled\": \"200\"", "'cancelled'")]
    [InlineData("\"cancelled\": 200", "\"cancelled\": null", "'cancelled'")]
    [InlineData("\"cancelled\": 200", "\"cancelled\": [200]", "'cancelled'")]
    [InlineData("\"cancelled\": 200", "\"cancelled\": 1e400", "'cancelled'")]
    [InlineData("\"p75\": 112.4,", "", "p75")]
    [InlineData("\"count\": 200", "\"count\": 200.5", "overshootUs")]
    [InlineData("\"spectrum\": [", "\"spectrum\": null, \"x\": [", "spectrum")]
    [InlineData("\"percentile\": 0,", "", "percentile")]
    [InlineData("\"name\": \"c\",", "", "'name'")]
    [InlineData("\"metrics\": {", "\"metrics\": { \"cancelled\": 1,", "appears twice")]
    [InlineData("\"name\": \"c\"", "\"name\": 7", "name")]
    [InlineData("\"parameters\": {}", "\"parameters\": null", "parameters")]
    [InlineData("\"warnings\": []", "\"warnings\": null", "warnings")]
    public void Deserialize_MalformedCase_ThrowsNamingTheProblem(string find, string replace, string expected)
    {
        var json = ResultsJson.Serialize(RunOf(Case(
            new Dictionary<string, double> { ["cancelled"] = 200 },
            new Dictionary<string, Distribution> { ["overshootUs"] = Overshoot })));
        Assert.Contains(find, json, StringComparison.Ordinal);

        var exception = Assert.Throws<ResultsFormatException>(
            () => ResultsJson.Deserialize(ReplaceFirst(json, find, replace)));

        Assert.Contains(expected, exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Deserialize_UnknownCaseProperty_IsIgnored()
    {
        var json = ResultsJson.Serialize(RunOf(CancellationSample.Suite().Cases[0]))
            .Replace(
                "\"warnings\": []",
                "\"warnings\": [], \"future\": { \"a\": [1, {\"b\": 2}] }",
                StringComparison.Ordinal);

        var read = ResultsJson.Deserialize(json).Suites[0].Cases[0];

        Assert.Equal(6, read.Distributions.Count);
    }

    [Fact]
    public void Validate_NullDistribution_ThrowsNamingItsPosition()
    {
        var run = RunOf(Case([], new Dictionary<string, Distribution> { ["overshootUs"] = null! }));

        var exception = Assert.Throws<ResultsFormatException>(() => ResultsJsonChecks.Validate(run));

        Assert.Contains("suites[0].cases[0].metrics.overshootUs", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Validate_NullSpectrum_ThrowsNamingItsPosition()
    {
        var run = RunOf(Case(
            [], new Dictionary<string, Distribution> { ["overshootUs"] = Overshoot with { Spectrum = null! } }));

        var exception = Assert.Throws<ResultsFormatException>(() => ResultsJsonChecks.Validate(run));

        Assert.Contains("suites[0].cases[0].metrics.overshootUs", exception.Message, StringComparison.Ordinal);
    }

    private static CaseResult Case(
        Dictionary<string, double> metrics, Dictionary<string, Distribution> distributions) =>
        new() { Name = "c", Metrics = metrics, Distributions = distributions };

    private static RunResult RunOf(CaseResult @case) =>
        CancellationSample.Run() with { Suites = [CancellationSample.Suite() with { Cases = [@case] }] };

    private static string ReplaceFirst(string text, string find, string replace)
    {
        var index = text.IndexOf(find, StringComparison.Ordinal);
        return text[..index] + replace + text[(index + find.Length)..];
    }
}

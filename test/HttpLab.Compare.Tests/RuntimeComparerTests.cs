using HttpLab.Results;

namespace HttpLab.Compare.Tests;

public sealed class RuntimeComparerTests
{
    private static readonly double[] Iterations =
    [
        100_000, 101_200, 99_400, 102_300, 98_900, 100_700, 99_800, 101_900,
        100_300, 98_600, 101_400, 99_100, 100_900, 102_800, 99_600,
    ];

    [Fact]
    public void Compare_SameSamplesOnEveryRuntime_SameForEveryCase()
    {
        var suite = Suite(
            Case("GetStreamAsync", "net8.0", Iterations), Case("GetStreamAsync", "net10.0", Iterations),
            Case("GetStringAsync", "net8.0", Iterations), Case("GetStringAsync", "net10.0", Iterations));

        var comparison = RuntimeComparer.Compare(suite, ["net8.0", "net10.0"], "net8.0", new ComparisonThresholds());

        Assert.Equal(2, comparison.Rows.Count);
        Assert.All(comparison.Rows, row => Assert.Equal("same", row.Cells[1].Verdict));
        Assert.All(comparison.Rows, row => Assert.Null(row.Cells[0].Verdict));
        Assert.All(comparison.Rows, row => Assert.False(row.Parameters.ContainsKey("runtime")));
    }

    [Fact]
    public void Compare_OneCaseTwiceAsSlowOnOneRuntime_SlowerThereOnly()
    {
        var doubled = Iterations.Select(value => value * 2).ToArray();
        var suite = Suite(
            Case("GetStreamAsync", "net8.0", Iterations), Case("GetStreamAsync", "net10.0", doubled),
            Case("GetStringAsync", "net8.0", Iterations), Case("GetStringAsync", "net10.0", Iterations));

        var comparison = RuntimeComparer.Compare(suite, ["net8.0", "net10.0"], "net8.0", new ComparisonThresholds());

        var slower = comparison.Rows.Single(row => row.Case == "GetStreamAsync").Cells[1];
        Assert.Equal("slower", slower.Verdict);
        Assert.Equal(2.0, slower.Ratio!.Value, 2);
        Assert.True(slower.PValue < 0.05);
        Assert.Equal("same", comparison.Rows.Single(row => row.Case == "GetStringAsync").Cells[1].Verdict);
    }

    [Fact]
    public void Compare_CaseMissingOnARuntime_SaysSoInsteadOfANumber()
    {
        var suite = Suite(Case("GetStreamAsync", "net10.0", Iterations));

        var comparison = RuntimeComparer.Compare(suite, ["net8.0", "net10.0"], "net8.0", new ComparisonThresholds());

        var row = Assert.Single(comparison.Rows);
        Assert.Equal("not measured on this runtime", row.Cells[0].Missing);
        Assert.Null(row.Cells[0].MedianNs);
        Assert.NotNull(row.Cells[1].MedianNs);
        Assert.Null(row.Cells[1].Verdict);
    }

    [Fact]
    public void Compare_DistributionCases_MedianAndTheBootstrapVerdictOfItsRatio()
    {
        var suite = Suite(
            Overshoot("headers/cancelAfter", "net8.0", 1.0), Overshoot("headers/cancelAfter", "net10.0", 2.0),
            Overshoot("bodyString/cancelAfter", "net8.0", 1.0), Overshoot("bodyString/cancelAfter", "net10.0", 1.0));

        var comparison = RuntimeComparer.Compare(suite, ["net8.0", "net10.0"], "net8.0", new ComparisonThresholds());

        var doubled = comparison.Rows.Single(row => row.Case == "headers/cancelAfter");
        Assert.Equal("overshootUs", doubled.Metric);
        Assert.Equal(2.0, doubled.Cells[1].MedianNs!.Value / doubled.Cells[0].MedianNs!.Value, 1);
        Assert.Equal("slower", doubled.Cells[1].Verdict);
        Assert.Equal("same", comparison.Rows.Single(row => row.Case == "bodyString/cancelAfter").Cells[1].Verdict);
    }

    private static CaseResult Overshoot(string name, string runtime, double scale) => new()
    {
        Name = name,
        Parameters = new Dictionary<string, ParameterValue> { ["runtime"] = ParameterValue.Of(runtime) },
        Metrics = new Dictionary<string, double>(),
        Distributions = new Dictionary<string, Distribution>
        {
            [MetricCatalog.OvershootUs.Name] = Latencies.Of(2_000, scale),
        },
    };

    private static SuiteResult Suite(params CaseResult[] cases) =>
        new() { Name = "json", Title = "JSON", Engine = "test", Cases = cases };

    private static CaseResult Case(string name, string runtime, double[] iterations) => new()
    {
        Name = name,
        Parameters = new Dictionary<string, ParameterValue>
        {
            ["runtime"] = ParameterValue.Of(runtime),
            ["size"] = ParameterValue.Of(10),
        },
        Metrics = new Dictionary<string, double>(),
        IterationsNs = iterations,
    };
}

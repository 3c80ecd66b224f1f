using HttpLab.Results;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Tests.Engine;

public sealed class RoundPoolTests
{
    [Fact]
    public void Pool_IterationsTogetherEachRoundsMedianKeptAndTheControlOnItsBaseline()
    {
        var pooled = RoundPool.Pool(
        [
            new RoundCases([Case("Baseline", true, 100, 101, 99), Case("Other", false, 150, 151, 149)],
                [Case("Baseline", true, 104, 103, 105)]),
            new RoundCases([Case("Baseline", true, 120, 121, 119), Case("Other", false, 180, 179, 181)],
                [Case("Baseline", true, 118, 117, 119)]),
        ]);

        Assert.Equal(["Baseline", "Other"], pooled.Select(@case => @case.Name));
        Assert.Equal([100.0, 120.0], pooled[0].RoundMediansNs);
        Assert.Equal([104.0, 118.0], pooled[0].ControlRoundMediansNs);
        Assert.Equal([150.0, 180.0], pooled[1].RoundMediansNs);
        Assert.Empty(pooled[1].ControlRoundMediansNs);
        Assert.Equal(6, pooled[1].IterationsNs.Count);
        Assert.Equal(165, pooled[1].Metrics[MetricCatalog.MedianNs.Name]);
    }

    private static CaseResult Case(string name, bool isBaseline, params double[] iterations) => new()
    {
        Name = name,
        IsBaseline = isBaseline,
        Parameters = new Dictionary<string, ParameterValue> { ["size"] = ParameterValue.Of(10) },
        Metrics = new Dictionary<string, double> { [MetricCatalog.MeanNs.Name] = iterations.Average() },
        IterationsNs = iterations,
    };
}

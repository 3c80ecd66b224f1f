using HttpLab.Results;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Tests.Engine;

public sealed class LaunchPoolTests
{
    [Fact]
    public void Pool_MicroBenchmarkCase_IterationsTogetherWithEachLaunchsMedianKept()
    {
        var pooled = LaunchPool.Pool(
        [
            Suite(Micro("GetStreamAsync", [100, 101, 99, 102, 98])),
            Suite(Micro("GetStreamAsync", [120, 119, 121, 118, 122])),
            Suite(Micro("GetStreamAsync", [105, 104, 106, 103, 107])),
        ]);

        var @case = Assert.Single(pooled.Cases);
        Assert.Equal(15, @case.IterationsNs.Count);
        Assert.Equal([100.0, 120.0, 105.0], @case.LaunchMediansNs);
        Assert.Equal(105, @case.Metrics[MetricCatalog.MedianNs.Name]);
        Assert.Equal(15, @case.Metrics[MetricCatalog.Iterations.Name]);
        Assert.Contains("3 launches", pooled.Engine, StringComparison.Ordinal);
    }

    [Fact]
    public void Pool_OneLaunch_TheSuiteAsItWasWithoutLaunchMedians()
    {
        var suite = Suite(Micro("GetStreamAsync", [100, 101, 99]));

        var pooled = LaunchPool.Pool([suite]);

        Assert.Same(suite, pooled);
        Assert.Empty(pooled.Cases[0].LaunchMediansNs);
    }

    [Fact]
    public void Pool_DistributionCase_OncePerLaunchWithItsLaunchNumber()
    {
        var distribution = new CaseResult { Name = "cancelAfter", Metrics = new Dictionary<string, double>() };

        var pooled = LaunchPool.Pool([Suite(distribution), Suite(distribution)]);

        Assert.Equal(
            [1.0, 2.0],
            pooled.Cases.Select(@case => @case.Parameters[LaunchPool.LaunchParameter].Number));
        Assert.All(pooled.Cases, @case => Assert.Empty(@case.LaunchMediansNs));
    }

    private static SuiteResult Suite(CaseResult @case) => new()
    {
        Name = "json",
        Title = "JSON client patterns",
        Engine = "BenchmarkDotNet",
        Cases = [@case],
    };

    private static CaseResult Micro(string name, double[] iterations) => new()
    {
        Name = name,
        Metrics = new Dictionary<string, double> { [MetricCatalog.AllocatedBytesPerOp.Name] = 4_096 },
        IterationsNs = iterations,
    };
}

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

    [Fact]
    public void Pool_DistributionCase_HistogramsAddedCountsAddedEachLaunchKept()
    {
        var pooled = LaunchPool.Pool(
        [
            Suite(Cancelled(cancelled: 20, lateCompletions: 1, overshootUs: [100, 110, 120])),
            Suite(Cancelled(cancelled: 20, lateCompletions: 0, overshootUs: [200, 210])),
        ]);

        var @case = Assert.Single(pooled.Cases);
        Assert.False(@case.Parameters.ContainsKey(LaunchPool.LaunchParameter));
        Assert.Equal(40, @case.Metrics[MetricCatalog.Cancelled.Name]);
        Assert.Equal(1, @case.Metrics[MetricCatalog.LateCompletions.Name]);
        Assert.Equal(10, @case.Metrics["deadlineSlackMs"]);
        var overshoot = @case.Distributions[MetricCatalog.OvershootUs.Name];
        Assert.Equal(5, overshoot.Count);
        Assert.Equal(2, overshoot.Launches!.Count);
        Assert.Equal([3L, 2L], overshoot.Launches.Select(launch => launch.Count));
        Assert.Equal(210, overshoot.Max, tolerance: 1);
    }

    private static CaseResult Cancelled(int cancelled, int lateCompletions, long[] overshootUs)
    {
        var histogram = new HdrHistogram.LongHistogram(1, 3_600_000_000, 3);
        foreach (var value in overshootUs)
        {
            histogram.RecordValue(value);
        }

        return new CaseResult
        {
            Name = "headers/cancelAfter",
            Metrics = new Dictionary<string, double>
            {
                [MetricCatalog.Cancelled.Name] = cancelled,
                [MetricCatalog.LateCompletions.Name] = lateCompletions,
                ["deadlineSlackMs"] = 5 + (10 * lateCompletions),
            },
            Distributions = new Dictionary<string, Distribution>
            {
                [MetricCatalog.OvershootUs.Name] = HttpLab.Results.Histograms.HistogramDistributions.From(histogram),
            },
        };
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

using HttpLab.Results;
using HttpLab.Studies.Json;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Json;

[Collection(BenchmarkEnvironmentCollection.Name)]
public sealed class JsonStudyTests(TargetFixture target, ITestOutputHelper output) : IClassFixture<TargetFixture>
{
    private readonly TargetFixture target = target.LogTo(output);

    private static readonly string[] BenchmarkMetrics =
    [
        "meanNs", "errorNs", "stdDevNs", "medianNs", "p95Ns", "ratio", "allocatedBytesPerOp", "allocRatio",
        "gen0Per1000", "gen1Per1000", "gen2Per1000", "iterations", "completedWorkItemsPerOp", "lockContentionsPerOp",
    ];

    [Fact]
    public async Task RunAsync_SmokeProfileInTwoRounds_MeasuresEveryPatternWithEveryMetricInEachRound()
    {
        using var artifacts = new TemporaryDirectory("httplab-json-");
        // The smoke profile measures one round; two see the second round's reversed order and its sizing from the
        // first round's measured time too.
        var context = new StudyContext(
            target.BaseAddress, StudyProfile.Smoke, new ArtifactWriter(artifacts.Path), new Progress<StudyProgress>())
        {
            Rounds = 2,
        };

        var suite = await new JsonStudy([10]).RunAsync(context, CancellationToken.None);

        Assert.Equal(JsonPattern.All.Select(pattern => pattern.Name), suite.Cases.Select(result => result.Name));
        Assert.All(suite.Cases, result =>
        {
            Assert.Equal(10, result.Parameters["size"].Number);
            foreach (var metric in BenchmarkMetrics)
            {
                Assert.True(result.Metrics.ContainsKey(metric), $"{result.Name} lacks {metric}");
                Assert.True(double.IsFinite(result.Metrics[metric]), $"{result.Name} {metric} is not finite");
            }

            Assert.True(result.Metrics[MetricCatalog.MeanNs.Name] > 0);
            Assert.True(result.Metrics[MetricCatalog.AllocatedBytesPerOp.Name] > 0);
            Assert.Equal(2, result.RoundMediansNs.Count);

            // The samples behind the statistics: one per iteration, and their mean is the mean reported.
            Assert.Equal(result.Metrics[MetricCatalog.Iterations.Name], result.IterationsNs.Count);
            Assert.All(result.IterationsNs, sample => Assert.True(sample > 0, $"{result.Name} has a sample {sample}"));
            Assert.Equal(result.Metrics[MetricCatalog.MeanNs.Name], result.IterationsNs.Average(), tolerance: 1e-6);
        });
        var baseline = Assert.Single(suite.Cases, result => result.Name == JsonPattern.BaselineName);
        Assert.Equal(1.0, baseline.Metrics[MetricCatalog.Ratio.Name]);
        Assert.Equal(1.0, baseline.Metrics[MetricCatalog.AllocRatio.Name]);
        Assert.Contains(suite.Warnings, warning => warning.Contains("Smoke profile", StringComparison.Ordinal));
    }
}

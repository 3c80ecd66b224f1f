using System.Text;
using HdrHistogram;
using HttpLab.Load.Reporting;
using HttpLab.Results;
using HttpLab.Results.Histograms;
using HttpLab.Results.Json;

namespace HttpLab.Cli.Tests.Merge;

/// <summary>
/// <c>httplab merge</c> of three generators that split one known recording (<see cref="PartitionedRun"/>): every
/// merged histogram, in results.json and in latency.hlog, whole and second by second, holds the same count at every
/// value as the one histogram of all the recorded values, so every percentile is identical, not close.
/// </summary>
public sealed class MergeExactnessTests(MergeExactnessTests.SplitRecording split)
    : IClassFixture<MergeExactnessTests.SplitRecording>
{
    private string Merged => split.Merged;

    private string Console => split.Console;

    [Fact]
    public async Task Merge_SplitRecording_ResultsJsonDistributionsEqualTheWholeRecordingsBucketForBucket()
    {
        var run = ResultsJson.Deserialize(await File.ReadAllTextAsync(Path.Combine(Merged, "results.json")));
        var distributions = run.Suites[0].Cases[0].Distributions;

        AssertSame(PartitionedRun.All(PartitionedRun.Latency), distributions[MetricCatalog.LatencyUs.Name]);
        AssertSame(
            PartitionedRun.All(PartitionedRun.Latency, PartitionedRun.Succeeded),
            distributions[MetricCatalog.SuccessLatencyUs.Name]);
        AssertSame(
            PartitionedRun.All(PartitionedRun.Uncorrected), distributions[MetricCatalog.UncorrectedLatencyUs.Name]);
        AssertSame(PartitionedRun.All(PartitionedRun.Lateness), distributions[MetricCatalog.SendLatenessUs.Name]);
    }

    [Fact]
    public async Task Merge_SplitRecording_IntervalLogHoldsEverySecondOfTheWholeRecordingExactly()
    {
        var text = await File.ReadAllTextAsync(Path.Combine(Merged, LoadFiles.IntervalLog));
        using var reader = new HistogramLogReader(new MemoryStream(Encoding.UTF8.GetBytes(text)));
        var intervals = reader.ReadHistograms().ToArray();

        Assert.Equal(3 * PartitionedRun.Seconds, intervals.Length);
        var tags = new (string? Tag, Func<int, long> Value)[]
        {
            (null, PartitionedRun.Latency),
            (LoadFiles.UncorrectedTag, PartitionedRun.Uncorrected),
            (LoadFiles.SendLatenessTag, PartitionedRun.Lateness),
        };
        foreach (var (tag, value) in tags)
        {
            var seconds = intervals.Where(interval => interval.Tag == tag).ToArray();
            Assert.Equal(PartitionedRun.Seconds, seconds.Length);
            for (var second = 0; second < PartitionedRun.Seconds; second++)
            {
                Assert.Equal(Buckets(PartitionedRun.All(value, second: second)), Buckets(seconds[second]));
            }
        }
    }

    [Fact]
    public async Task Merge_SplitRecording_CountsAndRatesAddUpAndEachGeneratorKeptItsOwn()
    {
        var run = ResultsJson.Deserialize(await File.ReadAllTextAsync(Path.Combine(Merged, "results.json")));
        var loadCase = run.Suites[0].Cases[0];
        var metrics = loadCase.Metrics;

        Assert.Equal("open 3000 rps raw /plaintext", loadCase.Name);
        Assert.Equal(3000, loadCase.Parameters["rate"].Number);
        Assert.Equal(48, loadCase.Parameters["connections"].Number);
        Assert.Equal(PartitionedRun.Requests, metrics[MetricCatalog.Requests.Name]);
        Assert.Equal(PartitionedRun.Requests * 9 / 10, metrics["status200"]);
        Assert.Equal(PartitionedRun.Requests / 10, metrics["status500"]);
        Assert.Equal(3000, metrics[MetricCatalog.TargetRps.Name]);
        Assert.Equal(3000, metrics[MetricCatalog.AchievedRps.Name], 9);
        Assert.Equal(PartitionedRun.Requests * 64, metrics[MetricCatalog.BytesSent.Name]);
        Assert.Equal(2.25, metrics[MetricCatalog.GeneratorCpuSeconds.Name], 9);

        // Each generator's collections, pauses and JIT time, read back from its per-second CSV and added second by
        // second.
        Assert.Equal((1 + 2 + 3) * PartitionedRun.Seconds, metrics[MetricCatalog.GeneratorCollections.Name]);
        Assert.Equal(
            (100 + 200 + 300) * PartitionedRun.Seconds / 1e6, metrics[MetricCatalog.GeneratorGcPauseSeconds.Name], 9);
        Assert.Equal(
            (1000 + 2000 + 3000) * PartitionedRun.Seconds / 1e6, metrics[MetricCatalog.GeneratorJitSeconds.Name], 9);
        Assert.Equal(13, metrics[MetricCatalog.ResponseBodyBytesMin.Name]);
        Assert.Equal(15, metrics[MetricCatalog.ResponseBodyBytesMax.Name]);
        Assert.Equal(0, metrics[MetricCatalog.GeneratorLimited.Name]);
        var generators = run.Suites[1];
        Assert.Equal("generators", generators.Name);
        Assert.Equal(["generator 1", "generator 2", "generator 3"], generators.Cases.Select(@case => @case.Name));
        Assert.Equal(["g1", "g2", "g3"], generators.Cases.Select(@case => @case.Parameters["run"].Text));
        Assert.All(generators.Cases, @case => Assert.Equal(3000, @case.Metrics[MetricCatalog.Requests.Name]));
        Assert.Contains(
            run.Suites[0].Notes!, note => note.Contains("no percentile is averaged", StringComparison.Ordinal));
        Assert.Contains(
            run.Suites[0].Notes!,
            note => note.Contains("only as good as their clocks' synchronisation", StringComparison.Ordinal));
        Assert.DoesNotContain(
            run.Suites[0].Warnings, warning => warning.StartsWith("NOT STARTED", StringComparison.Ordinal));
        Assert.Contains("Each generator on its own", Console, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Merge_SplitRecording_TimeSeriesAddsTheGeneratorsSeconds()
    {
        var lines = await File.ReadAllLinesAsync(Path.Combine(Merged, LoadFiles.TimeSeries));
        var columns = lines[0].Split(',');
        var rows = lines.Skip(1).Select(line => line.Split(',')).ToArray();

        Assert.Equal(PartitionedRun.Seconds, rows.Length);
        foreach (var (row, second) in rows.Select((row, second) => (row, second)))
        {
            Assert.Equal($"{second}", row[Array.IndexOf(columns, "second")]);
            Assert.Equal("3000", row[Array.IndexOf(columns, "responses")]);
            Assert.Equal($"{3 * second}", row[Array.IndexOf(columns, "lateSends")]);
            Assert.Equal("3000", row[Array.IndexOf(columns, "generatorPauseUs")]);
            var p99 = PartitionedRun.All(PartitionedRun.Latency, second: second).GetValueAtPercentile(99);
            Assert.Equal($"{p99}", row[Array.IndexOf(columns, "p99Us")]);
        }
    }

    private static void AssertSame(HistogramBase expected, Distribution actual)
    {
        var whole = HistogramDistributions.From(expected);
        var none = Array.Empty<PercentilePoint>();

        Assert.Equal(whole.Histogram, actual.Histogram);
        Assert.Equal(whole.Spectrum, actual.Spectrum);
        Assert.Equal(
            whole with { Spectrum = none, Histogram = null }, actual with { Spectrum = none, Histogram = null });
    }

    private static (long Value, long Count)[] Buckets(HistogramBase histogram) =>
        [.. histogram.RecordedValues().Select(bucket => (bucket.ValueIteratedTo, bucket.CountAtValueIteratedTo))];

    /// <summary>The three generators' folders written and merged once for every test of the class.</summary>
    public sealed class SplitRecording : IAsyncLifetime, IDisposable
    {
        private readonly TemporaryDirectory work = new("httplab-merge-exact-");

        public string Merged { get; private set; } = string.Empty;

        public string Console { get; private set; } = string.Empty;

        public async Task InitializeAsync()
        {
            var folders = new List<string>();
            for (var generator = 0; generator < PartitionedRun.Generators; generator++)
            {
                // Started a few milliseconds apart, as generators given one --start-at are.
                var report = PartitionedRun.Generator(generator, TimeSpan.FromMilliseconds(3 * generator));
                folders.Add(await GeneratorFolders.WriteAsync(work.Path, $"g{generator + 1}", report));
            }

            Merged = Path.Combine(work.Path, "merged");
            var run = new TestConsole();
            var exitCode = await run.RunAsync(["merge", .. folders, "--out", Merged]);
            Assert.True(exitCode == 0, run.Error + run.Rich);
            Console = run.Rich;
        }

        public Task DisposeAsync() => Task.CompletedTask;

        public void Dispose() => work.Dispose();
    }
}

using System.Reflection;
using BenchmarkDotNet.Attributes;
using HttpLab.Results;
using HttpLab.Studies.Async;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Async;

[Collection(BenchmarkEnvironmentCollection.Name)]
public sealed class AsyncStudyTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>, IDisposable
{
    private readonly TargetFixture target = target.LogTo(output);

    private static readonly string[] BenchmarkMetrics =
    [
        "meanNs", "allocatedBytesPerOp", "completedWorkItemsPerOp", "ratio", "iterations",
    ];

    private readonly TemporaryDirectory artifacts = new("httplab-async-");

    public void Dispose() => artifacts.Dispose();

    [Fact]
    public async Task RunAsync_SmokeProfile_ProducesEveryCaseWithEveryMetric()
    {
        var suite = await new AsyncStudy(new AsyncStudyOptions()).RunAsync(Context(), CancellationToken.None);

        var benchmarkCases = suite.Cases
            .Where(result => result.Parameters["group"].Text is not ("timer" or "burst"))
            .ToArray();
        Assert.Equal(ExpectedBenchmarkCases().Order(), benchmarkCases.Select(result => result.Name).Distinct().Order());
        Assert.Equal(3, benchmarkCases.Count(result => result.Name == nameof(ExceptionBenchmarks.CancelThroughFrames)));
        Assert.All(benchmarkCases, result =>
        {
            foreach (var metric in BenchmarkMetrics)
            {
                Assert.True(
                    result.Metrics.TryGetValue(metric, out var value) && double.IsFinite(value),
                    $"{result.Name} lacks {metric}");
            }

            Assert.True(result.Metrics["meanNs"] > 0, result.Name);
            Assert.Equal(result.Name.StartsWith("Baseline_", StringComparison.Ordinal), result.Metrics["ratio"] == 1.0);
        });

        var timer = Assert.Single(suite.Cases, result => result.Name == "timerResolution");
        Assert.Equal("timer", timer.Parameters["group"].Text);
        // Not ">= 1 ms": .NET's timers count in a coarse clock's ticks, so a Task.Delay(1) started late in one can end
        // early.
        var taskDelay = timer.Distributions["taskDelay1Us"];
        Assert.Equal(timer.Parameters["samples"].Number, taskDelay.Count);
        Assert.True(taskDelay.Min > 0, "Task.Delay(1) took no measurable time");
        Assert.True(taskDelay.Mean < 1e6, $"Task.Delay(1) took {taskDelay.Mean} us on average: not microseconds");
        var tickCountStepMs = timer.Parameters["tickCountStepMs"].Number!.Value;
        Assert.InRange(tickCountStepMs, 1, 20);

        var sleeps = benchmarkCases
            .Where(result => result.Parameters["group"].Text is "sleeps" or "sleeps-on-context")
            .ToArray();
        Assert.Equal(9, sleeps.Length);
        Assert.All(sleeps, result =>
        {
            Assert.Equal(100e6, result.Metrics["idealNs"]);
            Assert.Equal(result.Metrics["meanNs"] - 100e6, result.Metrics["overIdealNs"], 3);

            // A .NET timer counts in whole steps of Environment.TickCount64, so it can fire up to a step early; a
            // smoke run subtracts no overhead, so nothing else can make a case look shorter than its sleeps.
            var earliest = result.Name.Contains("ThreadSleep", StringComparison.Ordinal)
                ? 100e6
                : 100e6 - (tickCountStepMs * 1e6);
            Assert.True(
                result.Metrics["meanNs"] >= earliest,
                $"{result.Name} waited less than its sleeps allow: {result.Metrics["meanNs"]} ns");
        });
        Assert.DoesNotContain(benchmarkCases.Except(sleeps), result => result.Metrics.ContainsKey("idealNs"));

        foreach (var name in new[] { "burst/await", "burst/block-on-result" })
        {
            var burst = Assert.Single(suite.Cases, result => result.Name == name);
            Assert.Equal(AsyncStudyOptions.SmokeCallers, burst.Parameters["callers"].Number);
            // The server waits 50 ms with a .NET timer, which may fire up to one tick-count step early.
            Assert.True(
                burst.Metrics["drainNs"] >= 50e6 - (tickCountStepMs * 1e6),
                $"{name} drained before the server answered");
            Assert.True(burst.Metrics["startThreads"] >= 1);
            Assert.True(burst.Metrics["peakThreads"] >= burst.Metrics["startThreads"]);
        }

        Assert.Equal(["group"], suite.GroupBy);
        Assert.All(
            suite.Cases.SelectMany(result => result.Metrics.Keys.Concat(result.Distributions.Keys)),
            name => Assert.NotNull(MetricCatalog.Find(name)));
        Assert.Contains(suite.Warnings, warning => warning.Contains("Smoke profile", StringComparison.Ordinal));
        Assert.NotNull(suite.Notes);
        foreach (var start in new[]
        {
            "Every group", "Timer resolution", "Sleep cases", "On this machine", "ConfigureAwait and",
            "On a single-thread", "Awaiting what", "An async method", "A hop", "Fan-in",
            "An OperationCanceledException", "The card adapters without HTTP", "With a real call", "Sync-over-async",
            "Awaiting 8", "Blocking 8",
        })
        {
            Assert.Contains(suite.Notes, note => note.StartsWith(start, StringComparison.Ordinal));
        }

        var csv = await File.ReadAllLinesAsync(Path.Combine(artifacts.Path, "burst-threads.csv"));
        Assert.Equal("mode,elapsedMs,threadCount,pendingWorkItems", csv[0]);
        Assert.Contains(csv, line => line.StartsWith("await,", StringComparison.Ordinal));
        Assert.Contains(csv, line => line.StartsWith("block-on-result,", StringComparison.Ordinal));
        Assert.Empty(artifacts.Directory.GetFiles("*.tmp"));
    }

    [Theory]
    [InlineData(0)]
    [InlineData(AsyncStudyOptions.MaxCallers + 1)]
    public void Constructor_CallersOutOfRange_Refused(int callers) =>
        Assert.Throws<ArgumentException>(() => new AsyncStudy(new AsyncStudyOptions { Callers = callers }));

    private static IEnumerable<string> ExpectedBenchmarkCases() =>
        AsyncStudy.AllBenchmarks
            .SelectMany(type => type.GetMethods())
            .Where(method => method.GetCustomAttribute<BenchmarkAttribute>() is not null)
            .Select(method => method.Name);

    private StudyContext Context() => new(
        target.BaseAddress, StudyProfile.Smoke, new ArtifactWriter(artifacts.Path), new Progress<StudyProgress>());
}

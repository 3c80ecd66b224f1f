using HttpLab.Results;

namespace HttpLab.Compare.Tests;

public sealed class RunComparisonTests
{
    [Fact]
    public void Of_LoadRunsOnDifferentPorts_MatchedByTheUrlsPath()
    {
        var before = LoadRun("http://127.0.0.1:44973/plaintext", factor: 1);
        var after = LoadRun("http://127.0.0.1:33483/plaintext", factor: 2);

        var comparison = RunComparison.Of(before, after, new ComparisonThresholds());

        var latency = Assert.Single(comparison.Distributions);
        Assert.Equal("latencyUs", latency.Metric);
        Assert.Equal(Verdict.Slower, latency.Verdict);
        Assert.Contains("url=/plaintext", latency.Case, StringComparison.Ordinal);
        Assert.Empty(comparison.OnlyInBase);
        Assert.Empty(comparison.OnlyInDiff);
    }

    [Fact]
    public void Of_ShardsStartedAtDifferentTimes_MatchedByTheShard()
    {
        var before = Shard(LoadRun("http://127.0.0.1:1/plaintext", factor: 1), "2026-11-27T18:00:00.000Z", 2);
        var after = Shard(LoadRun("http://127.0.0.1:1/plaintext", factor: 1), "2026-11-28T09:30:00.000Z", 2);
        var otherShard = Shard(LoadRun("http://127.0.0.1:1/plaintext", factor: 1), "2026-11-28T09:30:00.000Z", 3);

        var comparison = RunComparison.Of(before, after, new ComparisonThresholds());
        var acrossShards = RunComparison.Of(before, otherShard, new ComparisonThresholds());

        var latency = Assert.Single(comparison.Distributions);
        Assert.Contains("shardIndex=2", latency.Case, StringComparison.Ordinal);
        Assert.DoesNotContain("startAt", latency.Case, StringComparison.Ordinal);
        Assert.Empty(comparison.OnlyInBase);
        Assert.Empty(acrossShards.Distributions);
        Assert.Single(acrossShards.OnlyInBase);
    }

    [Fact]
    public void Of_LoadRunsOnDifferentPaths_ListedAsInOneRunOnly()
    {
        var comparison = RunComparison.Of(
            LoadRun("http://127.0.0.1:1/plaintext", 1), LoadRun("http://127.0.0.1:1/json", 1), new());

        Assert.Empty(comparison.Distributions);
        Assert.Contains("url=/plaintext", Assert.Single(comparison.OnlyInBase), StringComparison.Ordinal);
        Assert.Contains("url=/json", Assert.Single(comparison.OnlyInDiff), StringComparison.Ordinal);
    }

    [Fact]
    public void Of_CaseWithOnlyDistributionsCompareDoesNotJudge_ListedAsWithoutSamples()
    {
        var run = LoadRun("http://127.0.0.1:1/plaintext", 1);
        var loadCase = run.Suites[0].Cases[0];
        var uncompared = run with
        {
            Suites =
            [
                run.Suites[0] with
                {
                    Cases =
                    [
                        loadCase with
                        {
                            Distributions = new Dictionary<string, Distribution>
                            {
                                ["sendLatenessUs"] = loadCase.Distributions["latencyUs"],
                            },
                        },
                    ],
                },
            ],
        };

        var comparison = RunComparison.Of(uncompared, uncompared, new());

        Assert.Empty(comparison.Distributions);
        Assert.Single(comparison.WithoutSamples);
    }

    [Fact]
    public void GeometricMeanRatio_DistributionsOnly_FromTheirMedianRatios()
    {
        var comparison = RunComparison.Of(
            LoadRun("http://127.0.0.1:1/plaintext", 1), LoadRun("http://127.0.0.1:1/plaintext", 2), new());

        Assert.Equal(comparison.Distributions[0].MedianRatio, comparison.GeometricMeanRatio!.Value, 1e-12);
        Assert.InRange(comparison.GeometricMeanRatio.Value, 1.9, 2.1);
    }

    private static RunResult Shard(RunResult run, string startAt, int index)
    {
        var loadCase = run.Suites[0].Cases[0];
        var parameters = new Dictionary<string, ParameterValue>(loadCase.Parameters)
        {
            ["shardIndex"] = ParameterValue.Of(index),
            ["shardCount"] = ParameterValue.Of(3),
            ["startAt"] = ParameterValue.Of(startAt),
            ["clock"] = ParameterValue.Of("system clock, Stopwatch high-resolution"),
        };
        return run with { Suites = [run.Suites[0] with { Cases = [loadCase with { Parameters = parameters }] }] };
    }

    private static RunResult LoadRun(string url, double factor) => new()
    {
        RunId = "20261125T000000Z-load",
        StartedUtc = DateTimeOffset.UnixEpoch,
        FinishedUtc = DateTimeOffset.UnixEpoch,
        Complete = true,
        Profile = "load",
        Environment = new EnvironmentInfo
        {
            Os = "Linux",
            Kernel = "6",
            CpuModel = "CPU",
            LogicalCores = 2,
            RuntimeVersion = ".NET 10.0.0",
            GcMode = "Workstation",
            HttpLabVersion = "0.1.0",
        },
        Suites =
        [
            new SuiteResult
            {
                Name = "load",
                Title = "Load",
                Engine = "raw",
                Cases =
                [
                    new CaseResult
                    {
                        Name = "open 1000 rps raw /plaintext",
                        Parameters = new Dictionary<string, ParameterValue>
                        {
                            ["model"] = ParameterValue.Of("open"),
                            ["url"] = ParameterValue.Of(url),
                        },
                        Metrics = new Dictionary<string, double> { ["requests"] = 10_000 },
                        Distributions = new Dictionary<string, Distribution>
                        {
                            ["latencyUs"] = Latencies.Of(10_000, factor),
                        },
                    },
                ],
            },
        ],
    };
}

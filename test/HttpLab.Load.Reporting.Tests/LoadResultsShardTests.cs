using HttpLab.Load.Verdicts;

namespace HttpLab.Load.Reporting.Tests;

/// <summary>A shard's results: its part, start time and clock as parameters, its own share as the target.</summary>
public sealed class LoadResultsShardTests
{
    private static readonly DateTimeOffset StartAt = new(2026, 11, 27, 18, 0, 0, TimeSpan.Zero);

    [Fact]
    public void ToCase_Shard_RecordsTheShardTheWholeCapTheStartTimeAndTheClock()
    {
        var shard = Shard(requests: 999);
        var result = LoadResults.ToCase(shard with { Options = shard.Options with { MaxRequests = 5_000 } });

        Assert.Equal(
            ["model", "engine", "rate", "connections", "sendQuantumUs", "shardIndex", "shardCount", "maxRequests",
                "startAt", "clock", "url"],
            result.Parameters.Keys);
        Assert.Equal(2, result.Parameters["shardIndex"].Number);
        Assert.Equal(3, result.Parameters["shardCount"].Number);
        Assert.Equal(1000, result.Parameters["rate"].Number);
        Assert.Equal(5_000, result.Parameters["maxRequests"].Number);
        Assert.Equal("2026-11-27T18:00:00.000Z", result.Parameters["startAt"].Text);
        Assert.Contains("clock synchronisation", result.Parameters["clock"].Text, StringComparison.Ordinal);
        Assert.Equal("open 1000 rps raw /plaintext", result.Name);
        Assert.Equal(1000.0 / 3, result.Metrics["targetRps"], 9);
        Assert.Equal(333, result.Metrics["achievedRps"]);
    }

    [Fact]
    public void RateShortfall_Shard_JudgedAgainstTheShardsShareOfTheRate()
    {
        var shard = Shard(requests: 999);
        var whole = shard with { Options = shard.Options with { Shard = LoadShard.Whole } };

        Assert.Null(GeneratorCheck.RateShortfall(shard));
        Assert.Contains(
            "below the target 1,000.0 req/s", GeneratorCheck.RateShortfall(whole), StringComparison.Ordinal);
    }

    [Fact]
    public void ToSuite_Shard_SaysWhichPartOfTheScheduleItSentAndWhenItBegan()
    {
        var suite = LoadResults.ToSuite(Shard(requests: 999));

        Assert.Contains(
            "shard 2 of 3 (requests 2, 5, 8... of the schedule; target 333.333 requests/s)",
            suite.Engine,
            StringComparison.Ordinal);
        var note = Assert.Single(suite.Notes!, text => text.StartsWith("Shard 2 of 3: ", StringComparison.Ordinal));
        Assert.Contains("of the whole run's schedule (1,000 requests/s, ", note, StringComparison.Ordinal);
        Assert.Contains(
            "The warm-up began at 2026-11-27T18:00:00.000Z by this generator's clock: system clock, ",
            note,
            StringComparison.Ordinal);
    }

    [Fact]
    public void ToCase_WholeRunStartedAtOnce_NoShardOrStartParameters()
    {
        var result = LoadResults.ToCase(SampleReports.Open());

        Assert.DoesNotContain(result.Parameters.Keys, key => key is "shardIndex" or "startAt" or "clock");
        Assert.Equal(1000, result.Metrics["targetRps"]);
    }

    private static LoadReport Shard(long requests)
    {
        var report = SampleReports.Open(requests: requests);
        return report with { Options = report.Options with { Shard = new LoadShard(2, 3), StartAt = StartAt } };
    }
}

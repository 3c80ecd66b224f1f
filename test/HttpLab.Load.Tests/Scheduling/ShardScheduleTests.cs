using HttpLab.Load.Scheduling;

namespace HttpLab.Load.Tests.Scheduling;

/// <summary>
/// N shards of one schedule send together exactly what one generator sends: the same requests at the same offsets,
/// warm-up included, each shard every Nth of them.
/// </summary>
public sealed class ShardScheduleTests
{
    public static TheoryData<double, double, double, double, int> Schedules => new()
    {
        // Rate from, rate to, warm-up and duration in seconds, shards.
        { 997, 997, 0.37, 1.3, 1 },
        { 997, 997, 0.37, 1.3, 3 },
        { 1000, 1000, 1, 2, 7 },
        { 100, 2000, 0.5, 2, 3 },
        { 2000, 100, 0.25, 1.5, 4 },
        { 0, 1000, 1, 1, 3 },
        { 333.3, 333.3, 0, 3, 1000 },
    };

    [Theory]
    [MemberData(nameof(Schedules))]
    public void TryNext_EveryShard_TheirUnionIsTheWholeScheduleExactly(
        double from, double to, double warmup, double duration, int shards)
    {
        var schedule = Schedule(from, to, warmup, duration);
        var whole = Whole(schedule);

        var parts = Enumerable.Range(1, shards)
            .Select(index => Drain(new ShardSchedule(schedule, new LoadShard(index, shards), null)).Requests)
            .ToArray();

        var union = parts.SelectMany(part => part)
            .OrderBy(due => due.Measured)
            .ThenBy(due => due.Offset)
            .ToArray();
        Assert.Equal(whole.Length, union.Length);
        Assert.Equal(whole, union);
        for (var index = 1; index <= shards; index++)
        {
            Assert.Equal(whole.Where((_, position) => position % shards == index - 1), parts[index - 1]);
        }

        Assert.True(parts.Max(part => part.Length) - parts.Min(part => part.Length) <= 1, "The shares differ by one.");
    }

    [Theory]
    [InlineData(1)]
    [InlineData(3)]
    [InlineData(7)]
    public void TryNext_RequestCap_TheShardsSendTheCappedScheduleAndEndItsWindowTogether(int shards)
    {
        var schedule = Schedule(500, 500, 0.2, 10);
        var whole = Whole(schedule);
        var warmupCount = whole.Count(due => !due.Measured);

        var parts = Enumerable.Range(1, shards)
            .Select(index => Drain(new ShardSchedule(schedule, new LoadShard(index, shards), 250)))
            .ToArray();

        Assert.Equal(
            whole.Take(warmupCount + 250),
            parts.SelectMany(part => part.Requests).OrderBy(due => due.Measured).ThenBy(due => due.Offset));
        Assert.All(parts, part => Assert.Equal(schedule.MeasuredOffset(250), part.WindowEnd));
        Assert.Equal(0.5, parts[0].WindowEnd);
    }

    [Fact]
    public void TryNext_WholeSchedule_EndsItsWindowAtTheDurationsEnd()
    {
        var (requests, windowEnd) = Drain(
            new ShardSchedule(Schedule(200, 200, 1, 3), LoadShard.Whole, maxRequests: 1_000));

        Assert.Equal(200 + 600, requests.Length);
        Assert.Null(windowEnd);
    }

    [Theory]
    [InlineData(100, 0.5, 50)]
    [InlineData(100, 0.505, 51)]
    [InlineData(3, 1, 3)]
    [InlineData(1000, 0, 0)]
    [InlineData(0, 1, 0)]
    public void WarmupCount_IsTheWarmupOffsetsThereAre(double rate, double warmup, long count)
    {
        var schedule = Schedule(rate, Math.Max(rate, 1), warmup, 1);

        Assert.Equal(count, schedule.WarmupCount());
        Assert.Null(schedule.WarmupOffset(count));
        if (count > 0)
        {
            Assert.NotNull(schedule.WarmupOffset(count - 1));
        }
    }

    private static RateSchedule Schedule(double from, double to, double warmup, double duration) =>
        new(new TargetRate(from, to), TimeSpan.FromSeconds(warmup), TimeSpan.FromSeconds(duration));

    /// <summary>The whole schedule as one generator knows it: warm-up offsets, then measured offsets.</summary>
    private static DueRequest[] Whole(RateSchedule schedule)
    {
        var requests = new List<DueRequest>();
        for (var index = 0L; schedule.WarmupOffset(index) is { } offset; index++)
        {
            requests.Add(new DueRequest(false, offset));
        }

        for (var index = 0L; schedule.MeasuredOffset(index) is { } offset; index++)
        {
            requests.Add(new DueRequest(true, offset));
        }

        Assert.Equal(schedule.MeasuredCount(), requests.Count(due => due.Measured));
        return [.. requests];
    }

    private static (DueRequest[] Requests, double? WindowEnd) Drain(ShardSchedule shard)
    {
        var requests = new List<DueRequest>();
        while (shard.TryNext(out var due))
        {
            requests.Add(due);
        }

        return ([.. requests], shard.SendWindowEnd);
    }
}

using HttpLab.Load.Scheduling;

namespace HttpLab.Load.Tests.Scheduling;

public sealed class RateScheduleTests
{
    [Fact]
    public void MeasuredOffset_ConstantRate_EvenlySpacedAndExactCount()
    {
        var schedule = new RateSchedule(TargetRate.Constant(200), TimeSpan.FromSeconds(1), TimeSpan.FromSeconds(3));

        Assert.Equal(0, schedule.MeasuredOffset(0));
        Assert.Equal(0.005, schedule.MeasuredOffset(1)!.Value, 12);
        Assert.Equal(2.995, schedule.MeasuredOffset(599)!.Value, 9);
        Assert.Null(schedule.MeasuredOffset(600));
        Assert.Equal(600, schedule.MeasuredCount());
    }

    [Fact]
    public void WarmupOffset_RunsAtTheStartRateUntilTheWarmupEnds()
    {
        var schedule = new RateSchedule(new TargetRate(100, 1000), TimeSpan.FromSeconds(0.5), TimeSpan.FromSeconds(3));

        Assert.Equal(0, schedule.WarmupOffset(0));
        Assert.Equal(0.49, schedule.WarmupOffset(49)!.Value, 12);
        Assert.Null(schedule.WarmupOffset(50));
    }

    [Theory]
    [InlineData(100, 300, 2, 400)]
    [InlineData(300, 100, 2, 400)]
    [InlineData(0, 1000, 1, 500)]
    [InlineData(1000, 0, 1, 500)]
    [InlineData(10, 10, 0.25, 3)]
    public void MeasuredCount_Ramp_IsTheAreaUnderTheRate(double start, double end, double seconds, long count)
    {
        var schedule = new RateSchedule(new TargetRate(start, end), TimeSpan.Zero, TimeSpan.FromSeconds(seconds));

        Assert.Equal(count, schedule.MeasuredCount());
    }

    [Fact]
    public void MeasuredOffset_RisingRamp_IntervalsShrinkAsTheRateRises()
    {
        var schedule = new RateSchedule(new TargetRate(100, 1000), TimeSpan.Zero, TimeSpan.FromSeconds(2));
        var offsets = Enumerable.Range(0, (int)schedule.MeasuredCount())
            .Select(index => schedule.MeasuredOffset(index)!.Value)
            .ToArray();
        var gaps = offsets.Zip(offsets.Skip(1), (earlier, later) => later - earlier).ToArray();

        Assert.All(gaps, gap => Assert.True(gap > 0));
        Assert.True(
            gaps.Zip(gaps.Skip(1)).All(pair => pair.Second <= pair.First + 1e-12),
            "A rising rate never widens the gap.");
        Assert.Equal(0.01, gaps[0], 3);
        Assert.Equal(0.001, gaps[^1], 4);
        Assert.Equal(100, schedule.RateAt(0));
        Assert.Equal(1000, schedule.RateAt(2));
    }
}

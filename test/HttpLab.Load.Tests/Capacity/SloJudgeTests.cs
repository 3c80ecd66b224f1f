using HttpLab.Load.Capacity;
using HttpLab.Load.Thresholds;

namespace HttpLab.Load.Tests.Capacity;

public sealed class SloJudgeTests
{
    [Theory]
    [InlineData(0, 100, 0, 0.036993)]
    [InlineData(10, 1000, 0.005441, 0.018309)]
    [InlineData(18, 1000, 0.011416, 0.028273)]
    public void Of_EventsInTrials_WilsonsInterval(long events, long trials, double lower, double upper)
    {
        var interval = WilsonInterval.Of(events, trials);

        Assert.Equal(lower, interval.Lower, 6);
        Assert.Equal(upper, interval.Upper, 6);
    }

    [Fact]
    public void Violations_LatencyAtTheLimit_BreaksBelowButNotAtMost()
    {
        var report = SampleReports.Constant(100, seconds: 10, slowShare: 0.1, fastUs: 1_000, slowUs: 10_000);

        // HdrHistogram reads 10,000 μs as the highest value equivalent to it, 10,007 μs, as the thresholds do.
        Assert.Equal(100, SloJudge.Violations(LoadThreshold.Parse("p99<10007us"), report));
        Assert.Equal(0, SloJudge.Violations(LoadThreshold.Parse("p99<=10007us"), report));
    }

    [Fact]
    public void Violations_FailedRequests_CountAsSlowerThanAnyLimit()
    {
        var report = SampleReports.Constant(100, seconds: 10, failedShare: 0.03);

        Assert.Equal(30, SloJudge.Violations(LoadThreshold.Parse("p99<60s"), report));
    }

    [Theory]
    [InlineData(0.0, SloDecision.Pass)]
    [InlineData(0.03, SloDecision.Fail)]
    [InlineData(0.01, SloDecision.Inconclusive)]
    public void Judge_PercentileShare_DecidesOnlyWithConfidence(double slowShare, SloDecision expected)
    {
        var report = SampleReports.Constant(100, seconds: 10, slowShare: slowShare);

        var judgement = SloJudge.Judge(LoadThreshold.Parse("p99<10ms"), [report], pointEstimate: false);

        Assert.Equal(expected, judgement.Decision);
        Assert.Equal(expected != SloDecision.Inconclusive, judgement.Confident);
        Assert.Equal(0.01, judgement.AllowedShare!.Value, 9);
        Assert.Equal(1000, judgement.Requests);
    }

    [Fact]
    public void Judge_ErrorShare_JudgedOnTheFailures()
    {
        var report = SampleReports.Constant(100, seconds: 10, slowShare: 0.5, failedShare: 0.05);

        var judgement = SloJudge.Judge(LoadThreshold.Parse("errors<1%"), [report], pointEstimate: false);

        Assert.Equal(SloDecision.Fail, judgement.Decision);
        Assert.Equal(50, judgement.Violations);
        Assert.Equal("errors 5%", judgement.MeasuredText);
    }

    [Fact]
    public void Judge_MeanOverTwoRuns_PointValueOfEachAndBothShown()
    {
        var fast = SampleReports.Constant(100, seconds: 1, fastUs: 1_000);
        var slow = SampleReports.Constant(100, seconds: 1, fastUs: 20_000);

        var judgement = SloJudge.Judge(LoadThreshold.Parse("mean<5ms"), [fast, slow], pointEstimate: true);

        Assert.Equal(SloDecision.Fail, judgement.Decision);
        Assert.True(judgement.Confident);
        Assert.Null(judgement.Interval);
        Assert.Equal("mean 1 ms, then 20.008 ms", judgement.MeasuredText);
    }
}

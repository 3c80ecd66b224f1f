using HttpLab.Load.Reporting;
using HttpLab.Load.Tests.Support;

namespace HttpLab.Load.Tests.Reporting;

public sealed class GeneratorCheckTests
{
    [Fact]
    public void Reason_OnTimeAndOnRate_Null() => Assert.Null(GeneratorCheck.Reason(SampleReports.Open()));

    [Fact]
    public void Reason_LatenessP99AboveOneMillisecond_SaysSo()
    {
        var reason = GeneratorCheck.Reason(SampleReports.Open(latenessP99Us: 1500));

        Assert.NotNull(reason);
        Assert.StartsWith("send lateness p99 is 3", reason, StringComparison.Ordinal);
        Assert.Contains(" ms, above the 1 ms limit", reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Reason_AchievedMoreThanOnePercentBelowTarget_SaysSoWithTheCause()
    {
        var reason = GeneratorCheck.Reason(SampleReports.Open(requests: 3000, errors: new LoadErrorCounts(0, 0, 0, 0, 60)));

        Assert.NotNull(reason);
        Assert.Contains("achieved 980.0 req/s is 2.0% below the target 1,000.0 req/s", reason, StringComparison.Ordinal);
        Assert.Contains("60 requests were not sent because the in-flight cap (10,000) was reached", reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Reason_AchievedWithinOnePercent_Null() =>
        Assert.Null(GeneratorCheck.Reason(SampleReports.Open(requests: 3000, errors: new LoadErrorCounts(0, 0, 0, 0, 29))));
}

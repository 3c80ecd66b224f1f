using HttpLab.Load.Thresholds;

namespace HttpLab.Load.Tests.Thresholds;

public sealed class LoadThresholdParseTests
{
    [Theory]
    [InlineData("p99<10ms", ThresholdStatistic.Percentile, 99, ThresholdComparison.Below, 10_000, "us")]
    [InlineData("p50<=2ms", ThresholdStatistic.Percentile, 50, ThresholdComparison.AtMost, 2_000, "us")]
    [InlineData("p99.9<1s", ThresholdStatistic.Percentile, 99.9, ThresholdComparison.Below, 1_000_000, "us")]
    [InlineData("p100<=250us", ThresholdStatistic.Percentile, 100, ThresholdComparison.AtMost, 250, "us")]
    [InlineData("p90 < 0.5 ms", ThresholdStatistic.Percentile, 90, ThresholdComparison.Below, 500, "us")]
    [InlineData("p99<800\u00B5s", ThresholdStatistic.Percentile, 99, ThresholdComparison.Below, 800, "us")]
    [InlineData("p99<800μs", ThresholdStatistic.Percentile, 99, ThresholdComparison.Below, 800, "us")]
    [InlineData("MEAN<5MS", ThresholdStatistic.Mean, 0, ThresholdComparison.Below, 5_000, "us")]
    [InlineData("max<1.5s", ThresholdStatistic.Max, 0, ThresholdComparison.Below, 1_500_000, "us")]
    [InlineData("errors<0.1%", ThresholdStatistic.ErrorShare, 0, ThresholdComparison.Below, 0.1, "percent")]
    [InlineData("errors<=5", ThresholdStatistic.Errors, 0, ThresholdComparison.AtMost, 5, "count")]
    [InlineData("errors<=0", ThresholdStatistic.Errors, 0, ThresholdComparison.AtMost, 0, "count")]
    [InlineData("rate>=99%", ThresholdStatistic.Rate, 0, ThresholdComparison.AtLeast, 99, "percent")]
    [InlineData("rps>1000", ThresholdStatistic.Rps, 0, ThresholdComparison.Above, 1000, "rps")]
    public void TryParse_Valid_StatisticComparisonAndLimitInItsUnit(
        string text,
        ThresholdStatistic statistic,
        double percentile,
        ThresholdComparison comparison,
        double limit,
        string unit)
    {
        Assert.True(LoadThreshold.TryParse(text, out var threshold, out var problem), problem);
        Assert.Equal(statistic, threshold.Statistic);
        Assert.Equal((decimal)percentile, threshold.Percentile);
        Assert.Equal(comparison, threshold.Comparison);
        Assert.Equal((decimal)limit, threshold.Limit);
        Assert.Equal(unit, threshold.Unit);
    }

    [Theory]
    [InlineData("p90 < 0.5 ms", "p90<0.5ms")]
    [InlineData("P99<800\u00B5s", "p99<800us")]
    [InlineData("errors<0.1%", "errors<0.1%")]
    public void TryParse_Valid_TextIsNormalized(string text, string normalized) =>
        Assert.Equal(normalized, LoadThreshold.Parse(text).Text);

    [Theory]
    [InlineData("", "comparison")]
    [InlineData("p99", "comparison")]
    [InlineData("p99=10ms", "comparison")]
    [InlineData("p99<10", "needs a unit")]
    [InlineData("p99<10m", "comparison")]
    [InlineData("p99<10%", "needs a unit")]
    [InlineData("p99>10ms", "upper bound")]
    [InlineData("p0<10ms", "percentile")]
    [InlineData("p101<10ms", "percentile")]
    [InlineData("p99<0ms", "above 0")]
    [InlineData("p99<-1ms", "comparison")]
    [InlineData("p99<1e3us", "comparison")]
    [InlineData("p99<1,5ms", "comparison")]
    [InlineData("mean>=5ms", "upper bound")]
    [InlineData("median<5ms", "comparison")]
    [InlineData("errors>1%", "upper bound")]
    [InlineData("errors<1ms", "count")]
    [InlineData("errors<2.5", "whole number")]
    [InlineData("errors<101%", "at most 100")]
    [InlineData("errors<0", "can never pass")]
    [InlineData("rate<99%", "lower bound")]
    [InlineData("rate>=99", "lower bound")]
    [InlineData("rate>=0%", "above 0")]
    [InlineData("rps<1000", "lower bound")]
    [InlineData("rps>=1000/s", "comparison")]
    [InlineData("rps>=0", "above 0")]
    public void TryParse_Invalid_OneLineProblemNamingItWhyAndTheGrammar(string text, string why)
    {
        Assert.False(LoadThreshold.TryParse(text, out _, out var problem));
        Assert.DoesNotContain('\n', problem);
        Assert.StartsWith($"'{text}' is not a threshold (", problem, StringComparison.Ordinal);
        Assert.Contains(why, problem, StringComparison.Ordinal);
        Assert.EndsWith(LoadThreshold.Grammar, problem, StringComparison.Ordinal);
    }

    [Fact]
    public void Validate_RateThresholdInTheClosedModel_IsAProblemNamingIt()
    {
        var options = new LoadOptions
        {
            Url = new Uri("http://127.0.0.1:5000/"),
            Duration = TimeSpan.FromSeconds(1),
            Thresholds = [LoadThreshold.Parse("p99<10ms"), LoadThreshold.Parse("rate>=99%")],
        };

        var problem = options.Validate();

        Assert.NotNull(problem);
        Assert.Contains("'rate>=99%' needs a target rate (--rate", problem, StringComparison.Ordinal);
        Assert.Null((options with { Rate = TargetRate.Constant(100) }).Validate());
    }
}

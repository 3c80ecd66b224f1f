using HttpLab.Results;

namespace HttpLab.Compare.Tests;

public sealed class DistributionBootstrapTests
{
    private static readonly ComparisonThresholds Defaults = new();

    [Fact]
    public void Compare_DistributionWithItself_EveryStatisticSameWithAnIntervalAroundOne()
    {
        var latencies = Latencies.Of(20_000);

        var statistics = DistributionBootstrap.Compare(latencies, latencies, Defaults, "cancel/case/overshootUs");

        Assert.Equal(["p50", "p90", "p99", "mean"], statistics.Select(s => DistributionBootstrap.Name(s.Statistic)));
        Assert.All(statistics, statistic =>
        {
            Assert.Equal(Verdict.Same, statistic.Verdict);
            Assert.Equal(1.0, statistic.Ratio);
            Assert.InRange(statistic.RatioLow, 0.95, 1.0);
            Assert.InRange(statistic.RatioHigh, 1.0, 1.05);
        });
    }

    [Fact]
    public void Compare_TwiceAsSlow_EveryStatisticSlowerWithTwoInsideItsInterval()
    {
        var statistics = DistributionBootstrap.Compare(
            Latencies.Of(20_000), Latencies.Of(20_000, factor: 2, seed: 2), Defaults, "key");

        Assert.All(statistics, statistic =>
        {
            Assert.Equal(Verdict.Slower, statistic.Verdict);
            Assert.InRange(statistic.Ratio, 1.9, 2.1);
            Assert.True(statistic.RatioLow > 1.05, $"{statistic.Statistic}: {statistic.RatioLow}");
            Assert.InRange(2.0, statistic.RatioLow * 0.98, statistic.RatioHigh * 1.02);
        });
    }

    [Fact]
    public void Compare_PooledLaunches_ADifferenceWithinTheirSpreadIsSameWithTheReason()
    {
        var baseRun = Latencies.Of(20_000) with { Launches = Launches(1.0, 1.45, 1.1) };
        var diffRun = Latencies.Of(20_000, factor: 1.3, seed: 2) with { Launches = Launches(1.3, 1.2, 1.35) };

        var statistics = DistributionBootstrap.Compare(baseRun, diffRun, Defaults, "key");

        Assert.All(statistics, statistic =>
        {
            Assert.Equal(Verdict.Same, statistic.Verdict);
            Assert.True(statistic.RatioLow > 1.05, $"{statistic.Statistic}: {statistic.RatioLow}");
            Assert.Equal("no difference shown: within the 41% launch-to-launch spread", statistic.Reason);
        });
    }

    [Fact]
    public void Compare_PooledLaunches_TwiceAsSlowBeyondTheirSpreadIsStillSlower()
    {
        var baseRun = Latencies.Of(20_000) with { Launches = Launches(1.0, 1.1, 0.95) };
        var diffRun = Latencies.Of(20_000, factor: 2, seed: 2) with { Launches = Launches(2.0, 2.1, 1.9) };

        var statistics = DistributionBootstrap.Compare(baseRun, diffRun, Defaults, "key");

        Assert.All(statistics, statistic => Assert.Equal(Verdict.Slower, statistic.Verdict));
        Assert.Equal(
            0.15,
            DistributionBootstrap.LaunchSpread(DistributionStatistic.P50, baseRun, diffRun),
            tolerance: 1e-9);
    }

    [Fact]
    public void Compare_TwiceAsFast_EveryStatisticFaster()
    {
        var statistics = DistributionBootstrap.Compare(
            Latencies.Of(20_000), Latencies.Of(20_000, factor: 0.5, seed: 2), Defaults, "key");

        Assert.All(statistics, statistic => Assert.Equal(Verdict.Faster, statistic.Verdict));
    }

    [Fact]
    public void Compare_AnotherDrawOfTheSameSpread_EveryStatisticSame()
    {
        var statistics = DistributionBootstrap.Compare(
            Latencies.Of(20_000), Latencies.Of(20_000, seed: 3), Defaults, "key");

        Assert.All(statistics, statistic => Assert.Equal(Verdict.Same, statistic.Verdict));
    }

    [Fact]
    public void Compare_TwoHundredValues_P99UnknownSayingHowManyItNeeds()
    {
        var latencies = Latencies.Of(200);

        var p99 = DistributionBootstrap.Compare(latencies, latencies, Defaults, "key")
            .Single(statistic => statistic.Statistic == DistributionStatistic.P99);

        Assert.Equal(Verdict.Unknown, p99.Verdict);
        Assert.Equal("too few values: p99 needs 500 in each run, not 200 and 200", p99.Reason);
        Assert.True(double.IsNaN(p99.RatioLow));
    }

    [Fact]
    public void Compare_SameInputTwice_SameIntervals()
    {
        var (before, after) = (Latencies.Of(2_000), Latencies.Of(2_000, factor: 1.03, seed: 5));

        var first = DistributionBootstrap.Compare(before, after, Defaults, "cancel/headers/overshootUs");
        var second = DistributionBootstrap.Compare(before, after, Defaults, "cancel/headers/overshootUs");

        Assert.Equal(first, second);
    }

    [Fact]
    public void Compare_SpectrumOnly_IntervalsCloseToTheHistogramsOwn()
    {
        var (before, after) = (Latencies.Of(5_000), Latencies.Of(5_000, factor: 1.5, seed: 2));

        var fromHistograms = DistributionBootstrap.Compare(before, after, Defaults, "key");
        var fromSpectra = DistributionBootstrap.Compare(
            before with { Histogram = null }, after with { Histogram = null }, Defaults, "key");

        Assert.All(fromHistograms.Zip(fromSpectra), pair =>
        {
            Assert.Equal(pair.First.Verdict, pair.Second.Verdict);
            Assert.Equal(Verdict.Slower, pair.Second.Verdict);
            Assert.InRange(pair.Second.RatioLow, pair.First.RatioLow * 0.95, pair.First.RatioLow * 1.05);
            Assert.InRange(pair.Second.RatioHigh, pair.First.RatioHigh * 0.95, pair.First.RatioHigh * 1.05);
        });
    }

    [Fact]
    public void Compare_ZeroMedianInBase_UnknownNoRatio()
    {
        var zeros = Latencies.Of(100) with
        {
            P50 = 0,
            Histogram = [new HistogramBucket(0, 60), new HistogramBucket(5, 40)],
        };

        var p50 = DistributionBootstrap.Compare(zeros, Latencies.Of(100), Defaults, "key")[0];

        Assert.Equal(Verdict.Unknown, p50.Verdict);
        Assert.Equal("the base value is 0, so there is no ratio", p50.Reason);
    }

    [Fact]
    public void Compare_NothingRecordedInOneRun_EveryStatisticUnknownSayingSo()
    {
        var nothing = HttpLab.Results.Histograms.HistogramDistributions.From(
            new HdrHistogram.LongHistogram(1, 1_000_000, 3));

        var statistics = DistributionBootstrap.Compare(nothing, Latencies.Of(1_000), Defaults, "key");

        Assert.NotNull(nothing.Histogram);
        Assert.All(statistics, statistic =>
        {
            Assert.Equal(Verdict.Unknown, statistic.Verdict);
            Assert.Equal("no values recorded in one run", statistic.Reason);
        });
    }

    [Theory]
    [InlineData(1.06, 1.20, "Slower", null)]
    [InlineData(0.80, 0.94, "Faster", null)]
    [InlineData(0.96, 1.04, "Same", null)]
    [InlineData(0.99, 1.08, "Same", "no difference shown, but the interval crosses the +5% threshold")]
    [InlineData(0.90, 1.01, "Same", "no difference shown, but the interval crosses the -5% threshold")]
    [InlineData(0.90, 1.10, "Same", "no difference shown, none ruled out: the interval is wider than the ±5% band")]
    public void Judge_Interval_VerdictAndWhichEdgeItCrosses(double low, double high, string verdict, string? reason)
    {
        var judged = DistributionBootstrap.Judge(low, high, 0.05);

        Assert.Equal(Enum.Parse<Verdict>(verdict), judged.Verdict);
        Assert.Equal(reason, judged.Reason);
    }

    /// <summary>Three launches whose every statistic is the given multiple of 1 ms.</summary>
    private static LaunchStatistics[] Launches(params double[] levels) =>
        [.. levels.Select(level => level * 1_000).Select(us => new LaunchStatistics(1_000, us, us, us, us))];
}

using HttpLab.Load.Thresholds;

namespace HttpLab.Load.Tests.Thresholds;

public sealed class LoadThresholdEvaluateTests
{
    // 1..1000 μs once each: below 2048 μs HdrHistogram keeps every value exactly, so p50 is 500 and p99 is 990.
    private static readonly long[] OneToThousand = Enumerable.Range(1, 1000).Select(value => (long)value).ToArray();

    [Theory]
    [InlineData("p50<500us", false)]
    [InlineData("p50<=500us", true)]
    [InlineData("p50<501us", true)]
    [InlineData("p99<990us", false)]
    [InlineData("p99<=990us", true)]
    [InlineData("p99.9<=999us", true)]
    [InlineData("p99.9<999us", false)]
    [InlineData("p100<=1ms", true)]
    [InlineData("max<1ms", false)]
    [InlineData("max<=1ms", true)]
    [InlineData("mean<=500.5us", true)]
    [InlineData("mean<500.5us", false)]
    public void Evaluate_LatencyAtAndAroundTheLimit_LessThanIsStrict(string text, bool passed)
    {
        var outcome = LoadThreshold.Parse(text).Evaluate(Report(OneToThousand));

        Assert.Equal(passed, outcome.Passed);
        Assert.NotNull(outcome.Measured);
    }

    [Fact]
    public void Evaluate_Percentile_ReportsTheMeasuredValue()
    {
        var outcome = LoadThreshold.Parse("p99<10ms").Evaluate(Report(OneToThousand));

        Assert.True(outcome.Passed);
        Assert.Equal(990, outcome.Measured);
        Assert.Equal("990 μs", outcome.MeasuredText);
    }

    [Fact]
    public void Evaluate_FastFailuresBeyondThePercentile_FailTheLatencyThreshold()
    {
        // 2% of the requests were refused in 5 μs: fast in latencyUs, yet none of them was answered, so p99 cannot
        // pass whatever its limit, while p97 still lies among the answers.
        var report = Report(Enumerable.Repeat(100L, 980).ToArray(), failures: 20);

        var p99 = LoadThreshold.Parse("p99<1s").Evaluate(report);
        var p97 = LoadThreshold.Parse("p97<1s").Evaluate(report);

        Assert.False(p99.Passed);
        Assert.Null(p99.Measured);
        Assert.Contains("20 of 1,000 failed (2%)", p99.MeasuredText, StringComparison.Ordinal);
        Assert.True(p97.Passed);
        Assert.Equal(100, p97.Measured);
    }

    [Theory]
    [InlineData("mean<1s")]
    [InlineData("max<1s")]
    public void Evaluate_MeanOrMaxWithOneFailure_Fails(string text)
    {
        var outcome = LoadThreshold.Parse(text).Evaluate(Report(OneToThousand, failures: 1));

        Assert.False(outcome.Passed);
        Assert.Null(outcome.Measured);
    }

    [Theory]
    [InlineData("p0.001<3600s")]
    [InlineData("mean<3600s")]
    [InlineData("max<3600s")]
    [InlineData("errors<=99%")]
    [InlineData("rps>=0.001")]
    [InlineData("rate>=0.001%")]
    public void Evaluate_EveryRequestFailed_PassesNothingButGenerousErrorLimits(string text)
    {
        var outcome = LoadThreshold.Parse(text).Evaluate(Report([], failures: 500));

        Assert.False(outcome.Passed, outcome.MeasuredText);
    }

    [Fact]
    public void Evaluate_EveryRequestFailed_LatencyThresholdsFailWithoutAValue()
    {
        var outcome = LoadThreshold.Parse("p0.001<3600s").Evaluate(Report([], failures: 500));

        Assert.False(outcome.Passed);
        Assert.Null(outcome.Measured);
        Assert.Contains("500 of 500 failed (100%)", outcome.MeasuredText, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("p99<1s")]
    [InlineData("errors<=5")]
    [InlineData("rps>=1")]
    public void Evaluate_NothingMeasured_Fails(string text)
    {
        var outcome = LoadThreshold.Parse(text).Evaluate(Report([]));

        Assert.False(outcome.Passed);
        Assert.Equal("nothing was measured", outcome.MeasuredText);
    }

    [Theory]
    [InlineData("errors<1", false)]
    [InlineData("errors<=1", true)]
    [InlineData("errors<=0", false)]
    [InlineData("errors<0.1%", false)]
    [InlineData("errors<=0.1%", true)]
    [InlineData("errors<0.11%", true)]
    public void Evaluate_OneErrorInAThousand_AtTheLimit(string text, bool passed)
    {
        var outcome = LoadThreshold.Parse(text).Evaluate(Report(OneToThousand[..999], failures: 1));

        Assert.Equal(passed, outcome.Passed);
    }

    [Fact]
    public void Evaluate_ErrorShare_ReadsAsAPercentage()
    {
        var outcome = LoadThreshold.Parse("errors<1%").Evaluate(Report(OneToThousand[..999], failures: 1));

        Assert.Equal(0.1, outcome.Measured);
        Assert.Equal("0.1%", outcome.MeasuredText);
    }

    [Theory]
    [InlineData("rate>=100%", true)]
    [InlineData("rate>100%", false)]
    [InlineData("rps>=500", true)]
    [InlineData("rps>500", false)]
    public void Evaluate_RateOfSuccesses_AgainstTheTarget(string text, bool passed)
    {
        // 1000 successes in 2 s at a target of 500 requests per second.
        var outcome = LoadThreshold.Parse(text).Evaluate(Report(OneToThousand, rate: 500, seconds: 2));

        Assert.Equal(passed, outcome.Passed);
    }

    [Fact]
    public void Evaluate_RateWithFailures_CountsSuccessesOnly()
    {
        var report = Report(OneToThousand[..980], failures: 20, rate: 500, seconds: 2);

        var outcome = LoadThreshold.Parse("rate>=99%").Evaluate(report);

        Assert.False(outcome.Passed);
        Assert.Equal(98, outcome.Measured!.Value, 6);
    }

    [Fact]
    public void Evaluate_RateInTheClosedModel_FailsNamingWhy()
    {
        var outcome = LoadThreshold.Parse("rate>=1%").Evaluate(Report(OneToThousand));

        Assert.False(outcome.Passed);
        Assert.Contains("closed model", outcome.MeasuredText, StringComparison.Ordinal);
    }

    /// <summary>
    /// A run whose successes took <paramref name="successes"/> μs and whose <paramref name="failures"/> were refused
    /// in 5 μs each (as a refused connection fails: fast).
    /// </summary>
    private static LoadReport Report(
        IReadOnlyCollection<long> successes, long failures = 0, double? rate = null, double seconds = 1)
    {
        var latency = LatencyHistograms.Create();
        var success = LatencyHistograms.Create();
        foreach (var value in successes)
        {
            latency.RecordValue(value);
            success.RecordValue(value);
        }

        if (failures > 0)
        {
            latency.RecordValueWithCount(5, failures);
        }

        return new LoadReport
        {
            Options = new LoadOptions
            {
                Url = new Uri("http://127.0.0.1:5000/plaintext"),
                Rate = rate is { } rps ? TargetRate.Constant(rps) : null,
                Duration = TimeSpan.FromSeconds(seconds),
            },
            EngineDescription = "raw HTTP/1.1 sockets",
            MeasureStartUtc = DateTimeOffset.UnixEpoch,
            Complete = true,
            MeasuredTime = TimeSpan.FromSeconds(seconds),
            Requests = successes.Count + failures,
            Errors = new LoadErrorCounts(failures, 0, 0, 0, 0),
            StatusCodes = new SortedDictionary<int, long> { [200] = successes.Count },
            BytesSent = 0,
            BytesReceived = 0,
            GeneratorCpuSeconds = 0,
            Latency = latency,
            SuccessLatency = success,
            UncorrectedLatency = success,
            SendLateness = LatencyHistograms.Create(),
            Seconds = [],
        };
    }
}

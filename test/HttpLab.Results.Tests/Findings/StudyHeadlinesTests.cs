using HttpLab.Results.Findings;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Findings;

public sealed class StudyHeadlinesTests
{
    [Fact]
    public void Json_LargestSize_EveryPatternsTimeAndAllocationRatio()
    {
        var headline = StudyHeadlines.Of(SampleRuns.Json());

        var chart = Assert.IsType<HeadlineChart>(headline.Chart);
        Assert.Equal(HeadlineScale.Ratio, chart.Scale);
        Assert.Contains("GetAsync_ReadAsStringAsync, size 10000", chart.Caption, StringComparison.Ordinal);
        Assert.Equal(
            [("GetAsync_ReadAsStreamAsync", 0.96, "alloc 0.54x"), ("GetStreamAsync", 0.70, "alloc 0.13x"),
                ("GetFromJsonAsync", 0.70, "alloc 0.13x")],
            chart.Bars.Select(bar => (bar.Label, bar.Value, bar.Aside)));
        Assert.Contains("GetStreamAsync allocates least (0.13x)", headline.Summary, StringComparison.Ordinal);
    }

    [Fact]
    public void Json_RoundVerdicts_BarsToneAndIntervalFromThem()
    {
        var suite = SampleRuns.Json();
        var cases = suite.Cases.ToArray();
        cases[^1] = cases[^1] with
        {
            RatioVerdict = "faster",
            RatioInterval = new RatioInterval(0.71, 0.66, 0.75, 0.1, 6),
        };
        cases[^2] = cases[^2] with { RatioVerdict = "same" };

        var headline = StudyHeadlines.Of(suite with { Cases = cases });

        var bars = headline.Chart!.Bars;
        Assert.Equal(["plain", "same", "faster"], bars.Select(bar => bar.Tone));
        Assert.Equal(0.71, bars[^1].Value);
        Assert.Equal((0.66, 0.75), bars[^1].Interval);
        Assert.StartsWith("1 faster, 1 no difference shown, 1 without a verdict", headline.Summary,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Clients_HttpWebRequestAgainstHttpClientByGroup()
    {
        var headline = StudyHeadlines.Of(FindingSamples.Clients());

        var chart = headline.Chart!;
        Assert.Equal([1.57, 1.02], chart.Bars.Select(bar => bar.Value));
        Assert.Equal(["slower", "same"], chart.Bars.Select(bar => bar.Tone));
        Assert.Equal(["16 B bodies", "4 KB bodies"], chart.Bars.Select(bar => bar.Label));
        Assert.Equal("HttpWebRequest against SharedHttpClient: 1 slower, 1 no difference shown.", headline.Summary);
    }

    [Fact]
    public void Async_CostliestAgainstTheirBaselineFirst()
    {
        var headline = StudyHeadlines.Of(FindingSamples.Async());

        var chart = headline.Chart!;
        Assert.Equal([176.92, 1.19], chart.Bars.Select(bar => bar.Value));
        Assert.Equal(["CancelThroughFrames (frames 10)", "TenSequentialDelays"], chart.Bars.Select(bar => bar.Label));
        Assert.StartsWith("CancelThroughFrames costs most against Baseline_ReturnThroughFrames", headline.Summary,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Cancellation_EachPhasesWorstMechanismOvershootP99()
    {
        var headline = StudyHeadlines.Of(CancellationSample.Suite());

        var chart = headline.Chart!;
        Assert.Equal(HeadlineScale.Linear, chart.Scale);
        Assert.Equal(
            [("headers (timeout)", 327.4), ("body (timeout)", 429.4)],
            chart.Bars.Select(bar => (bar.Label, bar.Value)));
        Assert.Equal("8.6% of deadline", chart.Bars[1].Aside);
        Assert.Contains("body operation (timeout) stopped 429 μs past its deadline", headline.Summary,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Load_NoCapacitySearched_P99LatencyByRouteAtTheHighestRate()
    {
        var headline = StudyHeadlines.Of(FindingSamples.LoadStudy());

        var chart = headline.Chart!;
        Assert.Equal(
            [("baseline", 4_036.0), ("adapter/sync-over-async", 5_000_000.0)],
            chart.Bars.Select(bar => (bar.Label, bar.Value)));
        Assert.Contains("the slowest route, adapter/sync-over-async", headline.Summary, StringComparison.Ordinal);
    }

    [Fact]
    public void Load_CapacitySearched_EachRoutesCapacityOrWhatBoundsIt()
    {
        var suite = FindingSamples.LoadStudy() with
        {
            Cases =
            [
                Capacity("baseline", capacity: 8_430, fail: 8_900, atLeast: false),
                Capacity("adapter/task", capacity: 12_000, fail: null, atLeast: true),
                Capacity("adapter/sync-over-async", capacity: null, fail: 200, atLeast: false),
            ],
        };

        var headline = StudyHeadlines.Of(suite);

        var chart = headline.Chart!;
        Assert.Equal("Capacity at p99<10ms by route", chart.Caption);
        Assert.Equal(
            ["8,430.0 req/s", "≥ 12,000.0 req/s", "below 200.0 req/s"],
            chart.Bars.Select(bar => bar.ValueText));
        Assert.Equal(["plain", "plain", "below"], chart.Bars.Select(bar => bar.Tone));
        Assert.Equal(
            "Capacity at p99<10ms from 8,430.0 req/s (baseline) to ≥ 12,000.0 req/s (adapter/task); "
                + "adapter/sync-over-async below 200.0 req/s; which routes a second run ranks alike is under the "
                + "study.",
            headline.Summary);
    }

    [Fact]
    public void NoRatiosNorDistributions_NoChartAndSaysWhere()
    {
        var headline = StudyHeadlines.Of(SampleRuns.Clients());

        Assert.Null(headline.Chart);
        Assert.Equal("Nothing to chart: its tables are below.", headline.Summary);
    }

    private static CaseResult Capacity(string route, double? capacity, double? fail, bool atLeast)
    {
        var metrics = new Dictionary<string, double>
        {
            ["achievedRps"] = capacity ?? fail ?? 0, ["capacitySteps"] = 6, ["capacityAtLeast"] = atLeast ? 1 : 0,
        };
        if (capacity is { } rps)
        {
            metrics["capacityRps"] = rps;
        }

        if (fail is { } failed)
        {
            metrics["capacityFailRps"] = failed;
        }

        return new CaseResult
        {
            Name = route,
            Parameters = new Dictionary<string, ParameterValue> { ["run"] = ParameterValue.Of("capacity p99<10ms") },
            Metrics = metrics,
        };
    }
}

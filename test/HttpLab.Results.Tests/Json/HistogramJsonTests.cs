using HdrHistogram;
using HttpLab.Results.Histograms;
using HttpLab.Results.Json;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Json;

public sealed class HistogramJsonTests
{
    [Fact]
    public void From_Histogram_KeepsEveryBucketInRisingOrderScaled()
    {
        var distribution = HistogramDistributions.From(Histogram(2_000, 1_000, 1_000, 3_000), 1000);

        Assert.Equal(
            [new HistogramBucket(1, 2), new HistogramBucket(2, 1), new HistogramBucket(3.001, 1)],
            distribution.Histogram);
    }

    [Fact]
    public void Serialize_Histogram_OneCompactArrayOfPairsThatReadsBack()
    {
        var distribution = HistogramDistributions.From(Histogram(2_000, 1_000, 1_000, 3_000), 1000);

        var json = ResultsJson.Serialize(RunOf(distribution));
        var read = ResultsJson.Deserialize(json).Suites[0].Cases[0].Distributions["overshootUs"];

        Assert.Contains("\"histogram\": [[1, 2], [2, 1], [3.001, 1]]", json, StringComparison.Ordinal);
        Assert.Equal(distribution.Histogram, read.Histogram);
    }

    [Fact]
    public void Deserialize_OlderFileWithoutHistogram_NullAndTheRestRead()
    {
        var distribution = HistogramDistributions.From(Histogram(1_000, 2_000), 1000) with { Histogram = null };

        var json = ResultsJson.Serialize(RunOf(distribution));
        var read = ResultsJson.Deserialize(json).Suites[0].Cases[0].Distributions["overshootUs"];

        Assert.DoesNotContain("histogram", json, StringComparison.Ordinal);
        Assert.Null(read.Histogram);
        Assert.Equal(2, read.Count);
    }

    [Theory]
    [InlineData("[[1, 2], [2, 1], [3.001, 2]]", "holds 5 values, but its count is 4")]
    [InlineData("[[1, 2], [1, 2]]", "histogram[1] is not above the bucket before it")]
    [InlineData("[[1, 2], [2]]", "histogram[1] is not a [value, count] pair")]
    [InlineData("[[1, 0], [2, 4]]", "a count 1 or more")]
    [InlineData("{\"1\": 4}", "must be an array of [value, count] pairs")]
    public void Deserialize_BrokenHistogram_RefusedSayingWhat(string histogram, string problem)
    {
        var json = ResultsJson.Serialize(RunOf(
                HistogramDistributions.From(Histogram(2_000, 1_000, 1_000, 3_000), 1000)))
            .Replace("[[1, 2], [2, 1], [3.001, 1]]", histogram, StringComparison.Ordinal);

        var exception = Assert.Throws<ResultsFormatException>(() => ResultsJson.Deserialize(json));

        Assert.Contains(problem, exception.Message, StringComparison.Ordinal);
    }

    private static LongHistogram Histogram(params long[] values)
    {
        var histogram = new LongHistogram(1, 3_600_000_000, 3);
        foreach (var value in values)
        {
            histogram.RecordValue(value);
        }

        return histogram;
    }

    private static RunResult RunOf(Distribution distribution) =>
        CancellationSample.Run() with
        {
            Suites =
            [
                CancellationSample.Suite() with
                {
                    Cases =
                    [
                        new CaseResult
                        {
                            Name = "c",
                            Metrics = new Dictionary<string, double>(),
                            Distributions = new Dictionary<string, Distribution> { ["overshootUs"] = distribution },
                        },
                    ],
                },
            ],
        };
}

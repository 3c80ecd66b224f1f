using HdrHistogram;

namespace HttpLab.Results.Histograms;

/// <summary>
/// A histogram as results.json's <see cref="Distribution"/>: its summary, its whole percentile spectrum and its
/// buckets.
/// </summary>
public static class HistogramDistributions
{
    /// <summary>
    /// The distribution of <paramref name="histogram"/>'s values divided by <paramref name="scale"/> (e.g. 1000 for ns
    /// recorded, μs reported); all zero when empty.
    /// </summary>
    public static Distribution From(HistogramBase histogram, double scale = 1)
    {
        ArgumentNullException.ThrowIfNull(histogram);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(scale);
        if (histogram.TotalCount == 0)
        {
            return new Distribution
            {
                Count = 0, Min = 0, Mean = 0, P50 = 0, P75 = 0, P90 = 0, P95 = 0, P99 = 0, P999 = 0, P9999 = 0, Max = 0,
                StdDev = 0,
                Histogram = [],
            };
        }

        // HdrHistogram.NET has no minimum: the lowest value of the first non-empty bucket, as Java's getMinValue
        // reports it.
        var min = histogram.LowestEquivalentValue(histogram.RecordedValues().First().ValueIteratedTo);
        return new Distribution
        {
            Count = histogram.TotalCount,
            Min = min / scale,
            Mean = histogram.GetMean() / scale,
            P50 = histogram.GetValueAtPercentile(50) / scale,
            P75 = histogram.GetValueAtPercentile(75) / scale,
            P90 = histogram.GetValueAtPercentile(90) / scale,
            P95 = histogram.GetValueAtPercentile(95) / scale,
            P99 = histogram.GetValueAtPercentile(99) / scale,
            P999 = histogram.GetValueAtPercentile(99.9) / scale,
            P9999 = histogram.GetValueAtPercentile(99.99) / scale,
            Max = histogram.GetMaxValue() / scale,
            StdDev = histogram.GetStdDeviation() / scale,
            Spectrum = histogram
                .Percentiles(5)
                .Select(step => new PercentilePoint(step.PercentileLevelIteratedTo, step.ValueIteratedTo / scale))
                .ToArray(),
            Histogram = histogram
                .RecordedValues()
                .Select(bucket => new HistogramBucket(bucket.ValueIteratedTo / scale, bucket.CountAtValueIteratedTo))
                .ToArray(),
        };
    }

    /// <summary>
    /// Distributions of the same metric from several launches as one, their histograms added (HdrHistogram addition,
    /// at 3 significant digits, values kept to a thousandth of their unit), with each launch's statistics kept in
    /// <see cref="Distribution.Launches"/>; null when any of them was written without its histogram.
    /// </summary>
    public static Distribution? Pool(IReadOnlyList<Distribution> launches)
    {
        ArgumentNullException.ThrowIfNull(launches);
        if (launches.Count == 0 || launches.Any(launch => launch.Histogram is null))
        {
            return null;
        }

        const double Thousandths = 1_000;
        var highest = launches
            .SelectMany(launch => launch.Histogram!)
            .Select(bucket => bucket.Value)
            .DefaultIfEmpty(1)
            .Max();
        var histogram = new LongHistogram(Math.Max(2, (long)Math.Ceiling(highest * Thousandths) * 2), 3);
        foreach (var bucket in launches.SelectMany(launch => launch.Histogram!))
        {
            histogram.RecordValueWithCount((long)Math.Round(bucket.Value * Thousandths), bucket.Count);
        }

        return From(histogram, Thousandths) with { Launches = [.. launches.Select(LaunchStatistics.Of)] };
    }

    /// <summary>
    /// The value at <paramref name="percentile"/>, or 0 for an empty histogram (where HdrHistogram.NET throws).
    /// </summary>
    public static long ValueAtPercentile(HistogramBase histogram, double percentile)
    {
        ArgumentNullException.ThrowIfNull(histogram);
        return histogram.TotalCount == 0 ? 0 : histogram.GetValueAtPercentile(percentile);
    }
}

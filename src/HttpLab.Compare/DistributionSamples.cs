using HttpLab.Results;

namespace HttpLab.Compare;

/// <summary>
/// A distribution's values as distinct values in rising order with how many times each was recorded: the histogram's
/// buckets when results.json kept them, otherwise as many values as were counted, rebuilt from the percentile
/// spectrum.
/// </summary>
internal sealed record DistributionSamples(double[] Values, long[] Counts, long Count, SampleSource Source)
{
    /// <summary>
    /// The values of <paramref name="distribution"/>, or null when it holds none or too little to rebuild.
    /// </summary>
    public static DistributionSamples? Of(Distribution distribution)
    {
        ArgumentNullException.ThrowIfNull(distribution);
        if (distribution.Histogram is { } histogram)
        {
            return histogram.Count == 0 ? null : new DistributionSamples(
                histogram.Select(bucket => bucket.Value).ToArray(),
                histogram.Select(bucket => bucket.Count).ToArray(),
                histogram.Sum(bucket => bucket.Count),
                SampleSource.Histogram);
        }

        return distribution.Count > 0 && distribution.Spectrum.Count > 0 && distribution.Count <= int.MaxValue
            ? FromSpectrum(distribution)
            : null;
    }

    /// <summary>
    /// Rebuilds <see cref="Distribution.Count"/> values from the spectrum: the i-th smallest value (i from 1) is the
    /// spectrum's value at percentile 100·i/count, read by linear interpolation between the two points around it, so
    /// every listed percentile is where the spectrum says, the smallest is the minimum and the largest the maximum.
    /// </summary>
    private static DistributionSamples FromSpectrum(Distribution distribution)
    {
        var points = distribution.Spectrum
            .Prepend(new PercentilePoint(0, distribution.Min))
            .OrderBy(point => point.Percentile)
            .ToArray();
        var count = (int)distribution.Count;
        var values = new List<double>();
        var counts = new List<long>();
        var segment = 1;
        for (var rank = 1; rank <= count; rank++)
        {
            var percentile = 100.0 * rank / count;
            while (segment < points.Length - 1 && points[segment].Percentile < percentile)
            {
                segment++;
            }

            var (low, high) = (points[segment - 1], points[Math.Min(segment, points.Length - 1)]);
            var span = high.Percentile - low.Percentile;
            var value = span <= 0 || percentile >= high.Percentile
                ? high.Value
                : low.Value + ((high.Value - low.Value) * (percentile - low.Percentile) / span);
            if (values.Count > 0 && value <= values[^1])
            {
                counts[^1]++;
            }
            else
            {
                values.Add(value);
                counts.Add(1);
            }
        }

        return new DistributionSamples([.. values], [.. counts], count, SampleSource.Spectrum);
    }

    /// <summary>
    /// The statistic of values with these counts (of <see cref="Values"/>): a percentile the way HdrHistogram reads
    /// one (the smallest value with at least that share of the values at or below it), or the mean.
    /// </summary>
    public double Statistic(DistributionStatistic statistic, ReadOnlySpan<long> counts, long total) => statistic switch
    {
        DistributionStatistic.P50 => Percentile(counts, total, 0.50),
        DistributionStatistic.P90 => Percentile(counts, total, 0.90),
        DistributionStatistic.P99 => Percentile(counts, total, 0.99),
        _ => Mean(counts, total),
    };

    private double Percentile(ReadOnlySpan<long> counts, long total, double share)
    {
        var rank = Math.Max(1, (long)Math.Ceiling(share * total));
        var seen = 0L;
        for (var index = 0; index < counts.Length; index++)
        {
            seen += counts[index];
            if (seen >= rank)
            {
                return Values[index];
            }
        }

        return Values[^1];
    }

    private double Mean(ReadOnlySpan<long> counts, long total)
    {
        var sum = 0.0;
        for (var index = 0; index < counts.Length; index++)
        {
            sum += Values[index] * counts[index];
        }

        return sum / total;
    }
}

using HttpLab.Histograms;

namespace HttpLab.Results;

/// <summary>A histogram as results.json's <see cref="Distribution"/>: its summary and its whole percentile spectrum.</summary>
public static class HistogramDistributions
{
    /// <summary>The distribution of <paramref name="histogram"/>'s values divided by <paramref name="scale"/> (e.g. 1000 for ns recorded, µs reported).</summary>
    public static Distribution From(LongHistogram histogram, double scale = 1)
    {
        ArgumentNullException.ThrowIfNull(histogram);
        var summary = histogram.Summarize(scale);
        return new Distribution
        {
            Count = summary.Count,
            Min = summary.Min,
            Mean = summary.Mean,
            P50 = summary.P50,
            P75 = summary.P75,
            P90 = summary.P90,
            P95 = summary.P95,
            P99 = summary.P99,
            P999 = summary.P999,
            P9999 = summary.P9999,
            Max = summary.Max,
            StdDev = summary.StdDev,
            Spectrum = histogram.TotalCount == 0
                ? []
                : histogram.GetPercentileSpectrum(scale: scale).Select(level => new PercentilePoint(level.Percentile, level.Value)).ToArray(),
        };
    }
}

using HttpLab.Histograms;
using HttpLab.Results;

namespace HttpLab.Load.Reporting;

/// <summary>A microsecond histogram as results.json's <see cref="Distribution"/>, spectrum included.</summary>
internal static class LoadDistributions
{
    public static Distribution From(LongHistogram histogram)
    {
        var summary = histogram.Summarize();
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
                : histogram.GetPercentileSpectrum().Select(level => new PercentilePoint(level.Percentile, level.Value)).ToArray(),
        };
    }
}

namespace HttpLab.Results.Charts;

/// <summary>
/// Which axes a metric's spectrum panel gets. Load latencies are read for their tail (p99, p99.9, p99.99), which a CDF
/// squeezes into its top pixels and HdrHistogram's percentile axis spreads out, so they always get the latter.
/// </summary>
internal static class SpectrumModes
{
    private static readonly HashSet<string> TailMetrics = new(StringComparer.Ordinal)
    {
        MetricCatalog.LatencyUs.Name,
        MetricCatalog.SuccessLatencyUs.Name,
        MetricCatalog.UncorrectedLatencyUs.Name,
        MetricCatalog.SendLatenessUs.Name,
    };

    public static SpectrumMode For(MetricDefinition metric, SpectrumMode suiteMode) =>
        TailMetrics.Contains(metric.Name) ? SpectrumMode.PercentileSpectrum : suiteMode;
}

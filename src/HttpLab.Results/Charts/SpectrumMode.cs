namespace HttpLab.Results.Charts;

/// <summary>How a panel of percentile spectra lays out its axes.</summary>
internal enum SpectrumMode
{
    /// <summary>
    /// A cumulative distribution: the value across (linear from 0, or logarithmic when the values span more than three
    /// decades), the percentile 0–100% up. Shows where the bulk of the values lie.
    /// </summary>
    Cdf,

    /// <summary>
    /// HdrHistogram's percentile distribution: the percentile across on a logarithmic scale of 1/(1 − percentile), so
    /// 90%, 99%, 99.9% and 99.99% are evenly spaced, and the value up, linear from 0. Shows the tail.
    /// </summary>
    PercentileSpectrum,
}

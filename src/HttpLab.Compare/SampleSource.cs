namespace HttpLab.Compare;

/// <summary>Where a distribution's values for the bootstrap came from.</summary>
public enum SampleSource
{
    /// <summary>
    /// The histogram results.json keeps: every recorded value, at the histogram's 3 significant digits.
    /// </summary>
    Histogram,

    /// <summary>
    /// Rebuilt from the percentile spectrum of an older results.json that kept no histogram: exact at every percentile
    /// the spectrum lists, spread evenly between them.
    /// </summary>
    Spectrum,
}

using System.Globalization;
using HdrHistogram;

namespace HttpLab.Results.Histograms;

/// <summary>
/// HdrHistogram.NET's text output, written in the invariant culture: the package formats numbers with the current
/// culture, and a decimal comma would make .hgrm files and interval logs unreadable by HdrHistogram's tools.
/// </summary>
public static class HistogramText
{
    /// <summary>
    /// Writes HdrHistogram's percentile distribution (.hgrm) of <paramref name="histogram"/>, values divided by
    /// <paramref name="outputValueUnitScalingRatio"/>.
    /// </summary>
    public static void WritePercentileDistribution(
        HistogramBase histogram, TextWriter writer, double outputValueUnitScalingRatio)
    {
        ArgumentNullException.ThrowIfNull(histogram);
        ArgumentNullException.ThrowIfNull(writer);
        InInvariantCulture(() =>
            histogram.OutputPercentileDistribution(writer, outputValueUnitScalingRatio: outputValueUnitScalingRatio));
    }

    /// <summary>
    /// Runs <paramref name="action"/> with the invariant culture as the current culture, then restores it.
    /// </summary>
    public static void InInvariantCulture(Action action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var previous = CultureInfo.CurrentCulture;
        CultureInfo.CurrentCulture = CultureInfo.InvariantCulture;
        try
        {
            action();
        }
        finally
        {
            CultureInfo.CurrentCulture = previous;
        }
    }
}

using System.Globalization;
using OxyPlot.Axes;

namespace HttpLab.Results.Charts;

/// <summary>The percentile axes of a spectrum panel, one per <see cref="SpectrumMode"/>.</summary>
internal static class PercentileAxes
{
    public const string CdfTitle = "percentile";
    public const string SpectrumTitle = "percentile (log scale of 1/(1 − p))";
    private const int MaxNines = 6;

    /// <summary>A cumulative distribution's: linear, 0% to 100% in steps of 20.</summary>
    public static Axis Cdf(AxisPosition position)
    {
        var axis = new LinearAxis
        {
            Position = position,
            Title = CdfTitle,
            Minimum = 0,
            Maximum = 100,
            MajorStep = 20,
            MinorStep = 10,
            StringFormat = "0'%'",
        };
        TimeAxes.Grid(axis);
        return axis;
    }

    /// <summary>
    /// HdrHistogram's: the coordinate is the number of nines, −log10(1 − p), so each nine gets the same room (0%,
    /// 90%, 99%, 99.9%...). It runs to the first nine beyond the highest percentile below 100% that a spectrum has;
    /// the 100% point, infinitely far on this scale, is drawn at the axis' end (<see cref="Nines"/>).
    /// </summary>
    public static Axis Spectrum(AxisPosition position, int nines)
    {
        var axis = new LinearAxis
        {
            Position = position,
            Title = SpectrumTitle,
            Minimum = 0,
            Maximum = nines,
            MajorStep = 1,
            MinorStep = 1,
            LabelFormatter = nine =>
                (100 * (1 - Math.Pow(10, -nine))).ToString("0.####", CultureInfo.InvariantCulture) + "%",
        };
        TimeAxes.Grid(axis);
        return axis;
    }

    /// <summary>How many nines the axis needs for these percentiles: at least 1, at most 6.</summary>
    public static int NinesFor(IEnumerable<double> percentiles)
    {
        var highest = percentiles.Where(percentile => percentile < 100).DefaultIfEmpty(99).Max();
        return Math.Clamp((int)Math.Ceiling(Nines(highest, MaxNines) - 1e-9), 1, MaxNines);
    }

    /// <summary>
    /// How many nines a percentile has: 0 for 0%, 1 for 90%, 3 for 99.9%; 100% is put at <paramref name="end"/>.
    /// </summary>
    public static double Nines(double percentile, int end) =>
        percentile >= 100 ? end : Math.Min(-Math.Log10(1 - (Math.Max(percentile, 0) / 100)), end);
}

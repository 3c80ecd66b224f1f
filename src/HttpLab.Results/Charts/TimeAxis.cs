using System.Globalization;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Charts;

/// <summary>Axes for durations in microseconds, the unit of every distribution metric.</summary>
internal static class TimeAxis
{
    public const double NanosecondsPerMicrosecond = 1_000;

    /// <summary>
    /// Linear from 0 so lengths compare honestly, unless the values span more than three decades: then a linear axis
    /// would squeeze all but the slowest values into its first few pixels, and a logarithmic one shows them all.
    /// </summary>
    public static IChartAxis For(IReadOnlyCollection<double> microseconds, TimeUnit linearUnit, bool allowLog)
    {
        var finite = microseconds.Where(double.IsFinite).ToArray();
        if (allowLog && finite.Length > 0 && finite.Min() > 0 && finite.Max() / finite.Min() > 1_000)
        {
            return new LogTimeAxis(finite.Min(), finite.Max());
        }

        return new LinearTimeAxis(finite.DefaultIfEmpty(0).Min(), finite.DefaultIfEmpty(0).Max(), linearUnit);
    }

    /// <summary>"100 ns", "10 μs", "1.5 ms": a value in the largest unit in which it is at least 1.</summary>
    public static string Label(double nanoseconds)
    {
        var unit = TimeUnit.Fitting(nanoseconds);
        return $"{unit.Convert(nanoseconds).ToString("0.###", CultureInfo.InvariantCulture)} {unit.Symbol}";
    }
}

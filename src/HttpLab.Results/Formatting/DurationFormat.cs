using System.Globalization;

namespace HttpLab.Results.Formatting;

/// <summary>
/// Durations as people read them: in the largest unit in which they are at least 1 ("113.1 μs", "1.5 ms"), or a
/// setting's seconds ("0.5 s"); invariant culture.
/// </summary>
public static class DurationFormat
{
    /// <summary>
    /// <paramref name="nanoseconds"/> in its fitting unit (ns, μs, ms or s), the number in <paramref name="pattern"/>,
    /// invariant culture; a negative duration keeps its sign.
    /// </summary>
    public static string InFittingUnit(double nanoseconds, string pattern)
    {
        var unit = TimeUnit.Fitting(nanoseconds);
        return $"{unit.Convert(nanoseconds).ToString(pattern, CultureInfo.InvariantCulture)} {unit.Symbol}";
    }

    /// <summary>A setting's duration in seconds, to the millisecond: "10 s", "0.5 s", invariant culture.</summary>
    public static string Seconds(TimeSpan duration) =>
        $"{duration.TotalSeconds.ToString("0.###", CultureInfo.InvariantCulture)} s";
}

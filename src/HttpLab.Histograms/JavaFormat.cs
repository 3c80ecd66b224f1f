using System.Globalization;

namespace HttpLab.Histograms;

/// <summary>
/// Java's <c>String.format</c> conversions that HdrHistogram's text outputs use, culture-invariant. Java's <c>%.Nf</c>
/// rounds the shortest round-trip decimal form of the double half-up, not its exact binary value (1.0005 prints as
/// 1.001 in Java but 1.000 in .NET), so the files we write stay byte-identical to HdrHistogram's.
/// </summary>
internal static class JavaFormat
{
    /// <summary>Java's <c>%{width}.{decimals}f</c>.</summary>
    public static string Fixed(double value, int decimals, int width = 0) => Fixed(value, decimals).PadLeft(width);

    /// <summary>Java's <c>%{width}d</c>.</summary>
    public static string Integer(long value, int width = 0) => value.ToString(CultureInfo.InvariantCulture).PadLeft(width);

    private static string Fixed(double value, int decimals)
    {
        if (double.IsNaN(value))
        {
            return "NaN";
        }

        if (double.IsInfinity(value))
        {
            return value > 0 ? "Infinity" : "-Infinity";
        }

        var shortest = value.ToString("R", CultureInfo.InvariantCulture);
        if (!decimal.TryParse(shortest, NumberStyles.Float, CultureInfo.InvariantCulture, out var exact))
        {
            // Beyond decimal's range (|value| > 7.9e28) there is no fraction left to round.
            return value.ToString("F" + decimals.ToString(CultureInfo.InvariantCulture), CultureInfo.InvariantCulture);
        }

        var rounded = Math.Round(exact, decimals, MidpointRounding.AwayFromZero);
        var text = rounded.ToString("F" + decimals.ToString(CultureInfo.InvariantCulture), CultureInfo.InvariantCulture);
        return double.IsNegative(value) && rounded == 0 ? "-" + text : text;
    }
}

using System.Globalization;

namespace HttpLab.Results.Charts;

/// <summary>
/// A linear axis from 0 (or from a nice negative tick when values go below 0) with "nice" ticks (1, 2 or 5 times a power
/// of ten, after Heckbert's Graphics Gems algorithm), so gridlines fall on numbers a reader can add up.
/// </summary>
internal sealed record NiceAxis(double Max, double Step)
{
    public double Min { get; init; }

    public static NiceAxis From(double dataMax, int targetTicks = 5)
    {
        if (!double.IsFinite(dataMax) || dataMax <= 0)
        {
            return new NiceAxis(1, 0.2);
        }

        var step = NiceNumber(dataMax / targetTicks);

        // The small tolerance keeps a value of exactly 8000 on an axis ending at 8000, not 10000.
        var max = Math.Ceiling((dataMax / step) - 1e-9) * step;
        return new NiceAxis(max, step);
    }

    /// <summary>An axis over [min(0, dataMin), dataMax]: from 0 unless some value is negative.</summary>
    public static NiceAxis Spanning(double dataMin, double dataMax, int targetTicks = 5)
    {
        if (!double.IsFinite(dataMin) || dataMin >= 0)
        {
            return From(dataMax, targetTicks);
        }

        var top = double.IsFinite(dataMax) ? Math.Max(dataMax, 0) : 0;
        var step = NiceNumber((top - dataMin) / targetTicks);
        var min = Math.Floor((dataMin / step) + 1e-9) * step;
        var max = Math.Max(Math.Ceiling((top / step) - 1e-9) * step, min + step);
        return new NiceAxis(max, step) { Min = min };
    }

    public IReadOnlyList<double> Ticks =>
        Enumerable.Range(0, (int)Math.Round((Max - Min) / Step) + 1).Select(index => Min + (index * Step)).ToArray();

    /// <summary>Enough decimals to tell the ticks apart, and no more: 0, 0.5, 1.0 or 0, 2,000, 4,000.</summary>
    public string Label(double tick)
    {
        var decimals = Math.Max(0, -(int)Math.Floor(Math.Log10(Step) + 1e-9));

        // Math.Round avoids "-0" for a tick computed as -1e-17.
        return Math.Round(tick, decimals).ToString("N" + decimals.ToString(CultureInfo.InvariantCulture), CultureInfo.InvariantCulture);
    }

    public double Scale(double value, double width) => Fraction(value) * width;

    /// <summary>Where a value falls between <see cref="Min"/> (0) and <see cref="Max"/> (1), clamped to the axis.</summary>
    public double Fraction(double value) => Math.Clamp((value - Min) / (Max - Min), 0, 1);

    private static double NiceNumber(double rough)
    {
        var exponent = Math.Floor(Math.Log10(rough));
        var power = Math.Pow(10, exponent);
        var nice = (rough / power) switch
        {
            < 1.5 => 1,
            < 3 => 2,
            < 7 => 5,
            _ => 10,
        };
        return nice * power;
    }
}

using System.Globalization;

namespace HttpLab.Results.Formatting;

/// <summary>
/// A column's unit and number pattern: the table prints "113.1 μs", the chart prints "113.1" under a "(μs)" title.
/// </summary>
internal sealed record ScaledFormat(string Symbol, double Divisor, string Pattern)
{
    public double Scale(double value) => value / Divisor;

    public string Number(double value) => InUnit(Scale(value));

    /// <summary>Prints a value already scaled to this unit.</summary>
    public string InUnit(double scaled) => scaled.ToString(Pattern, CultureInfo.InvariantCulture);

    public string WithUnit(double value) => $"{Number(value)} {Symbol}";
}

using System.Diagnostics.CodeAnalysis;
using System.Globalization;

namespace HttpLab.Load;

/// <summary>
/// The open model's arrival rate in requests per second: constant (<see cref="Start"/> = <see cref="End"/>) or a linear
/// ramp from <see cref="Start"/> to <see cref="End"/> over the measured duration. The warm-up runs at
/// <see cref="Start"/>.
/// </summary>
/// <param name="Start">Requests per second when measuring starts.</param>
/// <param name="End">Requests per second when measuring ends.</param>
public readonly record struct TargetRate(double Start, double End)
{
    /// <summary>The highest rate accepted: far above what one machine sends, low enough to catch a typo.</summary>
    public const double MaxRps = 10_000_000;

    /// <summary>A constant rate.</summary>
    public static TargetRate Constant(double rps) => new(rps, rps);

    /// <summary>True for a ramp, false for a constant rate.</summary>
    public bool IsRamp => Start != End;

    /// <summary>The mean rate over the measured duration: what the schedule sends per second on average.</summary>
    public double Mean => (Start + End) / 2;

    /// <summary>
    /// Parses "1000" or "100:2000" (invariant culture); on failure <paramref name="problem"/> says why in one line.
    /// </summary>
    public static bool TryParse(string text, out TargetRate rate, [NotNullWhen(false)] out string? problem)
    {
        problem = Problem(text, out rate);
        return problem is null;
    }

    /// <summary>"1000" or "100:2000", as parsed.</summary>
    public override string ToString() =>
        IsRamp
            ? string.Create(CultureInfo.InvariantCulture, $"{Start:0.###}:{End:0.###}")
            : Start.ToString("0.###", CultureInfo.InvariantCulture);

    private static string? Problem(string text, out TargetRate rate)
    {
        ArgumentNullException.ThrowIfNull(text);
        rate = default;
        var parts = text.Split(':');
        if (parts.Length > 2)
        {
            return $"'{text}' is not a rate: use R (requests per second) or R1:R2 (a linear ramp)";
        }

        var values = new double[parts.Length];
        for (var index = 0; index < parts.Length; index++)
        {
            if (!double.TryParse(
                    parts[index].Trim(),
                    NumberStyles.AllowDecimalPoint,
                    CultureInfo.InvariantCulture,
                    out values[index])
                || !double.IsFinite(values[index]) || values[index] > MaxRps)
            {
                return $"'{text}': '{parts[index]}' is not a rate "
                    + $"from 0 to {MaxRps.ToString("#,0", CultureInfo.InvariantCulture)} requests per second";
            }
        }

        rate = values.Length == 1 ? Constant(values[0]) : new TargetRate(values[0], values[1]);
        return rate.Start <= 0 && rate.End <= 0 ? $"'{text}': the rate must be above 0" : null;
    }
}

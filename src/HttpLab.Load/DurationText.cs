using System.Globalization;

namespace HttpLab.Load;

/// <summary>
/// Durations on the command line: a number and a unit, repeatable: "500ms", "10s", "2m", "1h", "1m30s", "1.5s".
/// </summary>
public static class DurationText
{
    private static readonly (string Unit, double Seconds)[] Units = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)];

    public static bool TryParse(string text, out TimeSpan duration)
    {
        duration = TimeSpan.Zero;
        var rest = text.Trim().AsSpan();
        if (rest.IsEmpty)
        {
            return false;
        }

        var seconds = 0.0;
        while (!rest.IsEmpty)
        {
            var numberLength = rest.IndexOfAnyExcept("0123456789.");
            if (numberLength <= 0
                || !double.TryParse(
                    rest[..numberLength], NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture, out var number))
            {
                return false;
            }

            rest = rest[numberLength..];
            var unitLength = rest.IndexOfAny("0123456789.");
            var unit = (unitLength < 0 ? rest : rest[..unitLength]).ToString();
            var match = Array.FindIndex(
                Units, candidate => unit.Equals(candidate.Unit, StringComparison.OrdinalIgnoreCase));
            if (match < 0)
            {
                return false;
            }

            seconds += number * Units[match].Seconds;
            rest = unitLength < 0 ? [] : rest[unitLength..];
        }

        if (!double.IsFinite(seconds) || seconds > TimeSpan.MaxValue.TotalSeconds / 2)
        {
            return false;
        }

        duration = TimeSpan.FromSeconds(seconds);
        return true;
    }

    /// <summary>"1h", "2m", "10s", "1.5s", "500ms": the shortest faithful form, for help and messages.</summary>
    public static string Format(TimeSpan duration) => duration switch
    {
        { TotalHours: >= 1 } when duration.TotalHours % 1 == 0 =>
            string.Create(CultureInfo.InvariantCulture, $"{duration.TotalHours:0}h"),
        { TotalMinutes: >= 1 } when duration.TotalMinutes % 1 == 0 =>
            string.Create(CultureInfo.InvariantCulture, $"{duration.TotalMinutes:0}m"),
        { TotalSeconds: >= 1 } => string.Create(CultureInfo.InvariantCulture, $"{duration.TotalSeconds:0.###}s"),
        _ => string.Create(CultureInfo.InvariantCulture, $"{duration.TotalMilliseconds:0.###}ms"),
    };
}

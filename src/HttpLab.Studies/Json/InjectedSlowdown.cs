using System.Diagnostics;
using System.Globalization;

namespace HttpLab.Studies.Json;

/// <summary>
/// A calibrated slowdown of one JSON pattern, for measuring HttpLab's own verdicts (bench/verdicts.sh): with
/// <c>HTTPLAB_BENCH_SLOWDOWN=GetStringAsync=1.25</c>, every invocation of that pattern spins after its work until it
/// has taken 1.25 times as long as the work did, so the pattern is 1.25x slower by construction. Not a user option: a
/// run with it says so in its warnings.
/// </summary>
public sealed record InjectedSlowdown(string Pattern, double Factor)
{
    public const string Variable = "HTTPLAB_BENCH_SLOWDOWN";

    /// <summary>The slowdown the environment asks for; null when it asks for none.</summary>
    /// <exception cref="InvalidOperationException">The variable is not PATTERN=FACTOR with a factor of 1 or more.
    /// </exception>
    public static InjectedSlowdown? FromEnvironment()
    {
        var text = Environment.GetEnvironmentVariable(Variable);
        if (string.IsNullOrWhiteSpace(text))
        {
            return null;
        }

        var parts = text.Split('=', 2, StringSplitOptions.TrimEntries);
        return parts.Length == 2
            && double.TryParse(parts[1], NumberStyles.Float, CultureInfo.InvariantCulture, out var factor)
            && factor >= 1
            && double.IsFinite(factor)
            && JsonPattern.All.Any(pattern => pattern.Name == parts[0])
                ? new InjectedSlowdown(parts[0], factor)
                : throw new InvalidOperationException(
                    $"{Variable} must be a JSON pattern's name, '=' and a factor of 1 or more (such as "
                    + $"GetStringAsync=1.25), not '{text}'");
    }

    /// <summary>The warning a run with this slowdown carries.</summary>
    public string Warning =>
        string.Create(CultureInfo.InvariantCulture, $"{Pattern} was slowed down {Factor:0.###}x on purpose ")
        + $"({Variable}): this run measures HttpLab's verdicts, not the pattern.";

    /// <summary>Spins until <paramref name="started"/> plus <see cref="Factor"/> times what the work took.</summary>
    public void Stretch(long started)
    {
        var worked = Stopwatch.GetTimestamp() - started;
        var until = started + (long)(worked * Factor);
        while (Stopwatch.GetTimestamp() < until)
        {
            Thread.SpinWait(20);
        }
    }
}

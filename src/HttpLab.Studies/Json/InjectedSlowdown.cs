using System.Diagnostics;
using System.Globalization;

namespace HttpLab.Studies.Json;

/// <summary>
/// A calibrated slowdown of one JSON pattern, for measuring HttpLab's own verdicts (bench/verdicts.sh): with
/// <c>HTTPLAB_BENCH_SLOWDOWN=GetStringAsync=1.25</c>, every invocation of that pattern spins after its work until the
/// invocation has taken 1.25 times as long as it would have, so the pattern is 1.25x slower by construction. Not a
/// user option: a run with it says so in its warnings.
/// </summary>
/// <remarks>
/// What an invocation takes is its work (the fetch and the validation, timed here) and what the benchmark loop spends
/// between two invocations (waking its thread when the task completes, starting the next). Stretching the work alone
/// by 1.25 made the pattern measure 1.10-1.23x slower; the stretch therefore covers the gap before this invocation too,
/// as the previous invocation left it.
/// </remarks>
public sealed class InjectedSlowdown(string pattern, double factor)
{
    public const string Variable = "HTTPLAB_BENCH_SLOWDOWN";

    /// <summary>A gap longer than this many times the work is a pause between iterations, not the loop's own.</summary>
    private const int LongestLoopGap = 4;

    private long previousEnded;
    private long loopGap;

    public string Pattern { get; } = pattern;

    public double Factor { get; } = factor;

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

    /// <summary>
    /// Spins until the invocation that started its work at <paramref name="started"/> has taken <see cref="Factor"/>
    /// times its work and the loop's gap before it.
    /// </summary>
    public void Stretch(long started)
    {
        var until = StretchUntil(started, Stopwatch.GetTimestamp());
        while (Stopwatch.GetTimestamp() < until)
        {
            Thread.SpinWait(20);
        }

        Ended(Stopwatch.GetTimestamp());
    }

    /// <summary>
    /// The timestamp the invocation that started at <paramref name="started"/> and finished its work at
    /// <paramref name="workEnded"/> spins until: its work and the last gap the loop left between two invocations
    /// (<see cref="LongestLoopGap"/>), each stretched by <see cref="Factor"/>.
    /// </summary>
    internal long StretchUntil(long started, long workEnded)
    {
        var worked = workEnded - started;
        var gap = started - previousEnded;
        if (previousEnded != 0 && gap >= 0 && gap <= LongestLoopGap * worked)
        {
            loopGap = gap;
        }

        return started + worked + (long)((worked + loopGap) * (Factor - 1));
    }

    /// <summary>Records when the invocation's spin ended: the loop's next gap starts there.</summary>
    internal void Ended(long timestamp) => previousEnded = timestamp;
}

using HttpLab.Compare;
using HttpLab.Results;
using HttpLab.Results.Formatting;
using static System.FormattableString;

namespace HttpLab.Studies.Async;

/// <summary>Numbers as the notes write them: a unit a reader takes in at a glance, invariant culture.</summary>
internal static class NoteFormat
{
    public static string Duration(double nanoseconds) =>
        DurationFormat.InFittingUnit(nanoseconds, Math.Abs(nanoseconds) < 1e3 ? "0.#" : "0.##");

    public static string SignedDuration(double nanoseconds) =>
        (nanoseconds < 0 ? "-" : "+") + Duration(Math.Abs(nanoseconds));

    public static string Bytes(double bytes) => Invariant($"{bytes:0.#} B");

    public static string Number(double value) => Invariant($"{value:0.##}");

    public static string Ratio(double ratio) => Invariant($"{ratio:0.0}x");

    /// <summary>
    /// The ratio of <paramref name="other"/>'s mean to <paramref name="baseline"/>'s, with what the test on their
    /// iterations makes of it unless it calls the difference real: "1.8x", "1.0x, no difference shown", "1.2x, too
    /// few iterations to tell".
    /// </summary>
    public static string JudgedRatio(double ratio, CaseResult? baseline, CaseResult? other) =>
        Judge(baseline, other) switch
        {
            Verdict.Same => $"{Ratio(ratio)}, no difference shown",
            Verdict.Unknown => $"{Ratio(ratio)}, too few iterations to tell",
            _ => Ratio(ratio),
        };

    /// <summary>
    /// What the test on the two cases' iterations says of <paramref name="other"/> against
    /// <paramref name="baseline"/> (as <c>httplab compare</c> judges two runs); null when either has none.
    /// </summary>
    public static Verdict? Judge(CaseResult? baseline, CaseResult? other) =>
        baseline is { IterationsNs.Count: > 0 } && other is { IterationsNs.Count: > 0 }
            ? SampleComparer.Compare(baseline, other, new ComparisonThresholds()).Verdict
            : null;
}

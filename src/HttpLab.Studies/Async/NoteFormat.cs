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

}

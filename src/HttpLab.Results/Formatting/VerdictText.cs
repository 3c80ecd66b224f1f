using System.Globalization;

namespace HttpLab.Results.Formatting;

/// <summary>
/// How report.md and report.html word a case's time verdict against its baseline: with the interval it was judged on,
/// the smallest difference a <c>same</c> rules out, and, under a group's table, its A/A control and why its verdicts
/// were withheld.
/// </summary>
internal static class VerdictText
{
    /// <summary>
    /// The "Time vs baseline" cell: "slower (1.22-1.40)", "same (would show ≥8%)", "withheld", or the bare verdict of
    /// results judged without rounds.
    /// </summary>
    public static string Cell(CaseResult @case)
    {
        ArgumentNullException.ThrowIfNull(@case);
        return (@case.RatioVerdict, @case.RatioInterval) switch
        {
            (null, _) => TableFormat.Missing,
            ("same", { } interval) => Invariant($"same (would show ≥{Percent(interval.Detectable)})"),
            ("faster" or "slower", { } interval) =>
                Invariant($"{@case.RatioVerdict} ({interval.Low:0.00}-{interval.High:0.00})"),
            var (verdict, _) => verdict,
        };
    }

    /// <summary>
    /// The lines under a group's table: its A/A control's ratio and, when its verdicts were withheld, why; none for a
    /// group without a control.
    /// </summary>
    public static IEnumerable<string> GroupNotes(IReadOnlyList<CaseResult> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        foreach (var baseline in cases.Where(@case => @case.ControlInterval is not null))
        {
            var control = baseline.ControlInterval!;
            yield return Invariant($"A/A control: {baseline.Name} measured again at the group's far end in each of ")
                + Invariant($"{control.Rounds} rounds came out {control.Ratio:0.00}x itself ")
                + Invariant($"({control.Low:0.00}-{control.High:0.00}), which is this run's own drift.");
        }

        if (cases.FirstOrDefault(@case => @case.RatioVerdictReason is not null) is { } withheld)
        {
            yield return $"Verdicts withheld: {withheld.RatioVerdictReason}.";
        }
    }

    /// <summary>The legend line of the "Time vs baseline" column.</summary>
    public static string Legend(IEnumerable<CaseResult> cases) =>
        cases.Any(@case => @case.RatioInterval is not null)
            ? "Judged round by round: each round measures a group's cases back to back, alternating the order, and a "
                + "case's ratio is the Hodges-Lehmann estimate of its per-round ratios to the baseline (the median "
                + "of their pairwise geometric means, which one stalled round hardly moves). Faster or slower (the "
                + "95% interval of that ratio in brackets) only when the whole interval is on one side of 1 and the "
                + "ratio is over 5% (or over the A/A control's own distance from 1); same otherwise, with the smallest "
                + "difference these rounds would have shown in 4 runs of 5; withheld when the group's A/A control (its "
                + "baseline measured again) itself differed, so this run cannot tell a difference from drift; unknown "
                + "with too few rounds"
            : "What a Mann-Whitney test on the iterations of the case and of its group's baseline makes of Ratio: "
                + "faster or slower only when the difference is over 5% and the test calls it real (two-sided "
                + "p < 0.05), same when no difference is shown, unknown when the iterations are too few to show one";

    private static string Percent(double share) =>
        (share * 100).ToString(share < 0.1 ? "0.#" : "0", CultureInfo.InvariantCulture) + "%";

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}

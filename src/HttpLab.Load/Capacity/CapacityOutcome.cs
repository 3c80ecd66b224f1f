using static System.FormattableString;

namespace HttpLab.Load.Capacity;

/// <summary>
/// What a capacity search found: every step, the answer and the bracket around it, why it stopped, and
/// <see cref="Text"/>, the answer in one line.
/// </summary>
public sealed record CapacityOutcome
{
    public required CapacitySearchOptions Options { get; init; }

    /// <summary>Every step, in the order run.</summary>
    public required IReadOnlyList<CapacityStep> Steps { get; init; }

    public required CapacityAnswer Answer { get; init; }

    public required CapacityStop Stop { get; init; }

    /// <summary>The highest rate that met the SLO (and was not generator-limited); null when none did.</summary>
    public CapacityStep? LastPass { get; init; }

    /// <summary>The lowest rate that failed the SLO above <see cref="LastPass"/>; null when none did.</summary>
    public CapacityStep? FirstFail { get; init; }

    /// <summary>The generator-limited step's reason when that stopped the search; else null.</summary>
    public string? GeneratorLimitedReason { get; init; }

    /// <summary>Wall time of the whole search.</summary>
    public required TimeSpan Elapsed { get; init; }

    /// <summary>The capacity, requests per second: <see cref="LastPass"/>'s rate, or null when none passed.</summary>
    public double? CapacityRps => LastPass?.Rps;

    /// <summary>True when every step ran to its end (Ctrl-C stopped none).</summary>
    public bool Complete => Stop != CapacityStop.Interrupted;

    /// <summary>True when the bracket is within the precision.</summary>
    public bool Narrow => LastPass is { } pass && FirstFail is { } fail
        && fail.Rps / pass.Rps - 1 <= Options.Precision + 1e-9;

    /// <summary>The SLO as written: "p99&lt;10ms and errors&lt;0.1%".</summary>
    public string SloText => string.Join(" and ", Options.Slo.Select(threshold => threshold.Text));

    /// <summary>
    /// The answer in one line: "capacity: 4,000 req/s meets p99&lt;10ms (bracket: 4,000 passes, 4,400 fails: p99
    /// 23.1 ms)", "capacity: at least 3,200 req/s, generator-limited: ...", "capacity: below 100 req/s: ...".
    /// </summary>
    public string Text => Answer switch
    {
        CapacityAnswer.Found => FoundText(),
        CapacityAnswer.AtLeast => AtLeastText(),
        CapacityAnswer.Below => BelowText(),
        _ => "capacity: unknown: " + UnknownText(),
    };

    private string FoundText()
    {
        var pass = LastPass!;
        var fail = FirstFail!;
        var bracket = Invariant($"bracket: {pass.Rps:#,0.##} passes, {fail.Rps:#,0.##} fails: {fail.FailedText}");
        var why = Stop switch
        {
            CapacityStop.Bracket => string.Empty,
            CapacityStop.Interrupted => "; interrupted before the bracket was narrow",
            CapacityStop.StepLimit => Invariant($"; the {Options.MaxSteps}-step cap ended the search before the ")
                + Invariant($"bracket was within {Options.Precision:0.#%}"),
            CapacityStop.GeneratorLimited => "; the generator could not keep up inside the bracket: "
                + GeneratorLimitedReason,
            _ => Invariant($"; the {Options.Budget.TotalSeconds:0.#} s budget ended the search before the bracket ")
                + Invariant($"was within {Options.Precision:0.#%}"),
        };
        return $"capacity: {pass.RateText} meets {SloText} ({bracket}{why})";
    }

    private string AtLeastText()
    {
        var pass = LastPass!;
        return Stop switch
        {
            CapacityStop.GeneratorLimited =>
                $"capacity: at least {pass.RateText}, generator-limited: {pass.RateText} meets {SloText}, and at "
                + $"{Steps[^1].RateText} the generator could not keep up: {GeneratorLimitedReason}",
            CapacityStop.MaxRate =>
                $"capacity: at least {pass.RateText} meets {SloText} (the maximum rate: nothing higher was tried)",
            CapacityStop.Interrupted =>
                $"capacity: at least {pass.RateText} meets {SloText} (interrupted before a rate failed)",
            CapacityStop.StepLimit =>
                Invariant($"capacity: at least {pass.RateText} meets {SloText} (the {Options.MaxSteps}-step cap ")
                + "ended the search before a rate failed)",
            _ => $"capacity: at least {pass.RateText} meets {SloText} "
                + Invariant($"(the {Options.Budget.TotalSeconds:0.#} s budget ended the search before a rate failed)"),
        };
    }

    private string BelowText()
    {
        var fail = FirstFail!;
        var tried = Steps[0].Rps == fail.Rps
            ? $"the first rate tried fails {SloText}"
            : $"every rate tried, from {Steps[0].RateText} down to {fail.RateText}, fails {SloText}";
        var why = Stop switch
        {
            CapacityStop.NoRatePassed or CapacityStop.FirstStepFailed when Steps[^1].NothingSucceeded =>
                Steps[^1].AllFailed
                    ? $"; every request at {Steps[^1].RateText} failed: {NothingAnswered(Steps[^1])}"
                    : $"; not one response at {Steps[^1].RateText} had an expected status "
                        + $"({Steps[^1].Runs[^1].StatusSummary()}), so no lower rate was tried",
            CapacityStop.NoRatePassed =>
                Invariant($"; none lower than {CapacitySearchOptions.LowestRps:0} req/s is tried"),
            CapacityStop.Interrupted => "; interrupted before a rate passed",
            CapacityStop.StepLimit => Invariant($"; the {Options.MaxSteps}-step cap ended the search before a rate ")
                + "passed",
            CapacityStop.GeneratorLimited => "; the generator could not keep up below it: " + GeneratorLimitedReason,
            _ => Invariant($"; the {Options.Budget.TotalSeconds:0.#} s budget ended the search before a rate passed"),
        };
        return $"capacity: below {fail.RateText}: {tried} ({fail.FailedText}){why}";
    }

    private string UnknownText() => Stop switch
    {
        CapacityStop.GeneratorLimited =>
            $"the generator could not keep up even at {Steps[^1].RateText}: {GeneratorLimitedReason}",
        CapacityStop.Interrupted => "interrupted before a rate was judged",
        _ when Steps.Count > 0 && Steps[0].AllFailed =>
            $"every request of the first step ({Steps[0].RateText}) failed: {NothingAnswered(Steps[0])}",
        _ => "no step ran",
    };

    /// <summary>"nothing answered", with the cause the step's last run found (refused, reset, timed out...).</summary>
    private static string NothingAnswered(CapacityStep step) =>
        step.Runs[^1].ServerLimitedReason is { } cause ? "nothing answered: " + cause : "nothing answered";
}

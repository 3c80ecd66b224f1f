using HttpLab.Load;
using HttpLab.Load.Capacity;
using HttpLab.Results.Formatting;
using static System.FormattableString;

namespace HttpLab.Studies.Load;

/// <summary>The words of the routes' capacity searches: progress, how each was found, and what to doubt.</summary>
internal static class CapacityStudyText
{
    /// <summary>"capacity p99&lt;10ms within 30 s per route": the engine line's part.</summary>
    public static string Engine(CapacityPlan plan) => $"{plan.Label} within {Seconds(plan.Budget)} per route";

    /// <summary>The progress line of a step under way or just finished.</summary>
    public static string Progress(CapacityPlan plan, CapacityProgress progress)
    {
        var head = Invariant($"{plan.Label}: step {progress.Step} at {progress.Rps:#,0.##} req/s");
        if (progress.Finished is { } step)
        {
            return $"{head} {Verdict(step)}";
        }

        var load = progress.Load!.Value;
        var phase = load.Phase switch
        {
            LoadPhase.WarmingUp => "warming up",
            LoadPhase.Measuring => "measuring",
            _ => "draining",
        };
        return Invariant($"{head}{(progress.Extension ? " (extended)" : string.Empty)}: {phase}, ")
            + Invariant($"{load.CurrentRps:#,0} req/s, {progress.Elapsed.TotalSeconds:0} s of ")
            + Invariant($"{plan.Budget.TotalSeconds:0} s");
    }

    /// <summary>How the capacities were found, then each route's answer and steps.</summary>
    public static IEnumerable<string> Notes(CapacityPlan plan, IReadOnlyList<RouteCapacity> capacities)
    {
        if (capacities.Count == 0)
        {
            return [];
        }

        return [Method(plan), .. capacities.Select(Steps)];
    }

    /// <summary>The suite's warning for each route whose capacity is not a narrow bracket.</summary>
    public static IEnumerable<string> Warnings(IReadOnlyList<RouteCapacity> capacities) =>
        capacities
            .Select(capacity => (capacity.Route, Shortfall: Shortfall(capacity)))
            .Where(pair => pair.Shortfall is not null)
            .Select(pair => $"CAPACITY OF {pair.Route.Name}: {pair.Shortfall}");

    /// <summary>
    /// Why a route's capacity is less than a bracket within the precision, in one line, or null when it is one (or the
    /// search was interrupted, which the case says apart): only a lower bound (the generator, the highest rate or the
    /// budget stopped it), a bracket left wide, or no answer at all.
    /// </summary>
    public static string? Shortfall(RouteCapacity capacity)
    {
        var outcome = capacity.Outcome;
        var options = outcome.Options;
        return (outcome.Answer, outcome.Stop) switch
        {
            (_, CapacityStop.Interrupted) => null,
            (CapacityAnswer.AtLeast, CapacityStop.GeneratorLimited) =>
                $"generator-limited: the capacity is at least {outcome.LastPass!.RateText}: at "
                + $"{outcome.Steps[^1].RateText} the load generator could not keep up (twice running), so the search "
                + $"stopped there: {outcome.GeneratorLimitedReason}",
            (CapacityAnswer.AtLeast, CapacityStop.MaxRate) =>
                $"lower bound: {outcome.LastPass!.RateText} met {outcome.SloText} and was the highest rate tried, "
                + Highest(capacity),
            (CapacityAnswer.AtLeast, _) =>
                $"lower bound: {Ender(options, outcome.Stop)} ended the search at {outcome.LastPass!.RateText} before "
                + "a rate failed",
            (CapacityAnswer.Found, _) when !outcome.Narrow =>
                $"wide bracket: {Ender(options, outcome.Stop)} ended the search before the bracket was within "
                + Invariant($"{options.Precision:0.#%}: the capacity lies anywhere from {outcome.LastPass!.RateText} ")
                + $"to {outcome.FirstFail!.RateText}",
            (CapacityAnswer.Unknown, _) => "no capacity: " + outcome.Text["capacity: unknown: ".Length..],
            _ => null,
        };
    }

    private static string Method(CapacityPlan plan) =>
        Invariant($"Each route's capacity at {plan.SloText} was searched after its runs as httplab load --find-max ")
        + Invariant($"searches: constant-rate open-model steps of {Seconds(plan.StepWarmup)} warm-up + ")
        + Invariant($"{Seconds(plan.StepDuration)} measured, a x{CapacitySearchOptions.DefaultGrowth:0.#} ramp from ")
        + Invariant($"{CapacityPlan.FirstShareOfThroughput:0%} of the route's closed-model throughput (at least ")
        + Invariant($"{plan.StartRps:#,0} req/s) up to {CapacityPlan.ThroughputMultiple:0.#} times the route's ")
        + Invariant($"closed-model throughput{(plan.RpsCap is { } cap ? Invariant($" (at most {cap:#,0})") : "")} ")
        + "(down, halving, when the first rate fails), "
        + Invariant($"then bisection until the failing rate is within {CapacitySearchOptions.DefaultPrecision:0%} ")
        + Invariant($"of the passing one, within {Seconds(plan.Budget)} per route. A step passes when the 95% Wilson ")
        + "interval of its share of requests at or over the latency limit (a failure or a status other than 200 "
        + "counted over it) lies below the share the SLO allows (1% for p99), fails when it lies above, and "
        + "otherwise runs once more, pooled, before its point estimate decides. Each step's files are in "
        + "artifacts/load/capacity.ROUTE/step-NN-RATErps/.";

    /// <summary>
    /// "baseline: capacity: ... Steps (req/s): 200 passes (p99 1.2 ms); ... (9 in 29.4 s; the highest allowed ...)."
    /// </summary>
    private static string Steps(RouteCapacity capacity)
    {
        var outcome = capacity.Outcome;
        var steps = string.Join("; ", outcome.Steps.Select(step =>
            Invariant($"{step.Rps:#,0.##} {Verdict(step)}")));
        return $"{capacity.Route.Name}: {outcome.Text}. Steps (req/s): {steps} "
            + Invariant($"({outcome.Steps.Count} in {outcome.Elapsed.TotalSeconds:0.#} s, ")
            + Invariant($"the highest allowed {capacity.MaxRps:#,0.##} req/s; closed model: {ClosedText(capacity)}).");
    }

    private static string Verdict(CapacityStep step)
    {
        var verdict = step.VerdictText;
        var measured = step.MeasuredText;
        var unsure = step.Judgements.Count > 0 && !step.Confident ? ", point estimate" : string.Empty;
        return measured.Length > 0 || unsure.Length > 0 ? $"{verdict} ({measured}{unsure})" : verdict;
    }

    private static string Ender(CapacitySearchOptions options, CapacityStop stop) => stop switch
    {
        CapacityStop.StepLimit => Invariant($"the {options.MaxSteps}-step cap"),
        CapacityStop.GeneratorLimited => "the generator (it could not keep up inside the bracket)",
        _ => Invariant($"the {Seconds(options.Budget)} budget"),
    };

    /// <summary>Why the search went no higher: the profile's cap, or the route's closed-model throughput.</summary>
    private static string Highest(RouteCapacity capacity)
    {
        var plan = capacity.Plan;
        if (plan.RpsCap is { } cap && capacity.MaxRps >= cap)
        {
            return Invariant($"the profile's highest ({cap:#,0} req/s)");
        }

        return capacity.MaxRps <= plan.StartRps
            ? $"the first rate, as the route's closed-model throughput was only {ClosedText(capacity)}"
            : Invariant($"{CapacityPlan.ThroughputMultiple:0.#} times the route's closed-model throughput ")
                + $"({ClosedText(capacity)})";
    }

    private static string ClosedText(RouteCapacity capacity) =>
        capacity.ClosedRps is { } closed ? Invariant($"{closed:#,0.#} req/s") : "not measured";

    private static string Seconds(TimeSpan duration) => DurationFormat.Seconds(duration);
}

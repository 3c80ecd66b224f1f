using HttpLab.Load.Capacity;
using HttpLab.Results;
using static System.FormattableString;

namespace HttpLab.Load.Reporting;

/// <summary>
/// A capacity search in results.json's terms: the load suite, every run of every step a load case as
/// <c>httplab load</c> writes one, and the answer with the step table in the suite's <c>capacity</c> (see the capacity
/// section of docs/results-schema.md).
/// </summary>
public static class CapacityResults
{
    /// <summary>The suite of a capacity search.</summary>
    public static SuiteResult ToSuite(CapacityOutcome outcome)
    {
        ArgumentNullException.ThrowIfNull(outcome);
        var first = outcome.Steps.Count > 0 ? LoadResults.ToSuite(outcome.Steps[0].Runs[0]) : null;
        var options = outcome.Options;
        return new SuiteResult
        {
            Name = LoadResults.SuiteName,
            Title = "Capacity search",
            Engine = (first?.Engine ?? "HttpLab load generator") + "; "
                + Invariant($"steps of {options.StepDuration.TotalSeconds:0.###} s after ")
                + Invariant($"{options.StepWarmup.TotalSeconds:0.###} s warm-up each, ")
                + Invariant($"x{options.Growth:0.##} ramp from {options.StartRps:#,0.###} req/s, then bisection ")
                + Invariant($"to {options.Precision:0.#%}, within {options.Budget.TotalSeconds:0.#} s"),
            TargetUrl = options.Load.Url.ToString(),
            Warnings = Warnings(outcome),
            Notes = Notes(outcome),
            Cases = Cases(outcome),
            Capacity = ToResult(outcome),
        };
    }

    /// <summary>
    /// The case names of a step's runs: the load case's name ("open 400 rps raw /plaintext"), an extension's ending
    /// ", extended", and a rate run again (after a generator-limited or burst step) ", step N", so that every name is
    /// unique.
    /// </summary>
    public static IReadOnlyList<string> CaseNames(CapacityOutcome outcome, CapacityStep step)
    {
        ArgumentNullException.ThrowIfNull(outcome);
        ArgumentNullException.ThrowIfNull(step);
        var again = outcome.Steps.Any(other => other.Number < step.Number && other.Rps == step.Rps)
            ? Invariant($", step {step.Number}")
            : string.Empty;
        return step.Runs
            .Select((run, index) => LoadCaseName.For(run.Options) + again + (index == 0 ? string.Empty : ", extended"))
            .ToArray();
    }

    /// <summary>The folder of a step's run files in the artifacts: "step-03-400rps", "step-03-400rps-b".</summary>
    public static string FolderName(CapacityStep step, int index) =>
        Invariant($"step-{step.Number:00}-{step.Rps:0.##}rps") + (index == 0 ? string.Empty : "-b");

    private static CaseResult[] Cases(CapacityOutcome outcome) => outcome.Steps
        .SelectMany(step => step.Runs.Zip(
            CaseNames(outcome, step), (run, name) => LoadResults.ToCase(run) with { Name = name }))
        .ToArray();

    private static CapacityResult ToResult(CapacityOutcome outcome)
    {
        var options = outcome.Options;
        return new CapacityResult
        {
            Slo = options.Slo.Select(threshold => threshold.Text).ToArray(),
            Answer = Camel(outcome.Answer.ToString()),
            Stop = Camel(outcome.Stop.ToString()),
            CapacityRps = outcome.CapacityRps,
            FirstFailRps = outcome.FirstFail?.Rps,
            LatencyLimitUs = options.Slo
                .Where(threshold => threshold.Unit == "us")
                .Select(threshold => (double?)threshold.Limit)
                .Min(),
            Text = outcome.Text,
            GeneratorLimitedReason = outcome.GeneratorLimitedReason,
            StartRps = options.StartRps,
            MaxRps = options.MaxRps,
            StepSeconds = options.StepDuration.TotalSeconds,
            WarmupSeconds = options.StepWarmup.TotalSeconds,
            BudgetSeconds = options.Budget.TotalSeconds,
            ElapsedSeconds = outcome.Elapsed.TotalSeconds,
            Precision = options.Precision,
            Steps = outcome.Steps.Select(step => Step(outcome, step)).ToArray(),
        };
    }

    private static CapacityStepResult Step(CapacityOutcome outcome, CapacityStep step)
    {
        var latency = step.Latency;
        var measured = latency.TotalCount > 0;
        return new CapacityStepResult
        {
            Number = step.Number,
            RateRps = step.Rps,
            Verdict = Camel(step.Verdict.ToString()),
            Confident = step.Confident,
            Cases = CaseNames(outcome, step),
            AchievedRps = step.AchievedRps,
            P50Us = measured ? LatencyHistograms.ValueAtPercentile(latency, 50) : null,
            P99Us = measured ? LatencyHistograms.ValueAtPercentile(latency, 99) : null,
            P999Us = measured ? LatencyHistograms.ValueAtPercentile(latency, 99.9) : null,
            Slo = step.Judgements.Select(Slo).ToArray(),
            Note = step.Note,
            ElapsedSeconds = step.Elapsed.TotalSeconds,
        };
    }

    private static CapacitySloResult Slo(SloJudgement judgement) => new()
    {
        Threshold = judgement.Threshold.Text,
        Decision = judgement.Decision == SloDecision.Pass ? "pass" : "fail",
        Confident = judgement.Confident,
        Requests = judgement.Requests,
        Violations = judgement.Violations,
        Share = judgement.Share,
        AllowedShare = judgement.AllowedShare,
        ShareLower = judgement.Interval?.Lower,
        ShareUpper = judgement.Interval?.Upper,
        MeasuredText = judgement.MeasuredText,
    };

    private static List<string> Warnings(CapacityOutcome outcome)
    {
        var warnings = new List<string>();
        if (outcome.Stop == CapacityStop.GeneratorLimited)
        {
            warnings.Add(
                $"GENERATOR-LIMITED: at {outcome.Steps[^1].RateText} the load generator could not keep up, so the "
                + $"search stopped there and the capacity is a lower bound: {outcome.GeneratorLimitedReason}");
        }

        if (outcome.Answer == CapacityAnswer.Found && !outcome.Narrow)
        {
            warnings.Add(
                Invariant($"WIDE BRACKET: the search stopped ({Camel(outcome.Stop.ToString())}) before the bracket ")
                + Invariant($"was within {outcome.Options.Precision:0.#%}: the capacity lies anywhere from ")
                + $"{outcome.LastPass!.RateText} to {outcome.FirstFail!.RateText}");
        }

        foreach (var burst in outcome.Steps.Where(step => step.Verdict == StepVerdict.Burst))
        {
            warnings.Add(Invariant($"BURST: step {burst.Number} at {burst.RateText} {burst.Note}"));
        }

        var unsure = outcome.Steps.Where(step => step.Judgements.Count > 0 && !step.Confident).ToArray();
        if (unsure.Length > 0)
        {
            warnings.Add(
                "POINT ESTIMATE: " + string.Join(", ", unsure.Select(step => step.RateText))
                + " could not be told from the SLO's limit at 95% confidence and were decided by the point estimate");
        }

        return warnings;
    }

    private static List<string> Notes(CapacityOutcome outcome) =>
    [
        outcome.Text,
        "Each step is a constant-rate open-model run with its own warm-up. A percentile threshold such as p99<10ms "
        + "allows 1% of the requests at or over the limit (failures count as over it): a step fails when the 95% "
        + "Wilson interval of that share lies above the allowed share and passes when it lies below; otherwise the "
        + "rate is run once more and the two pooled, and if that cannot decide either, the point estimate decides. "
        + "An error share is judged the same way; mean, max, error counts and rates by their value.",
    ];

    private static string Camel(string name) => char.ToLowerInvariant(name[0]) + name[1..];
}

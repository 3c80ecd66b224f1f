using HdrHistogram;
using static System.FormattableString;

namespace HttpLab.Load.Capacity;

/// <summary>
/// One rate of a capacity search: its load run (and, when that could not decide, its extension: a second run at the
/// same rate, pooled with the first), the verdict and each threshold's judgement.
/// </summary>
public sealed record CapacityStep
{
    /// <summary>1 for the first rate tried.</summary>
    public required int Number { get; init; }

    /// <summary>The constant target rate, requests per second.</summary>
    public required double Rps { get; init; }

    /// <summary>The runs at this rate, in order: one, or two when the first could not decide.</summary>
    public required IReadOnlyList<LoadReport> Runs { get; init; }

    public required StepVerdict Verdict { get; init; }

    /// <summary>
    /// Each SLO threshold's judgement, in the order given; empty for a generator-limited or stopped step.
    /// </summary>
    public required IReadOnlyList<SloJudgement> Judgements { get; init; }

    /// <summary>
    /// True when every judgement had 95% confidence; false when an inconclusive share was decided by its point
    /// estimate (after an extension, or when the budget left no time for one).
    /// </summary>
    public bool Confident => Judgements.All(judgement => judgement.Confident);

    /// <summary>True when the first run could not decide and a second ran at the same rate.</summary>
    public bool Extended => Runs.Count > 1;

    /// <summary>
    /// The verdict in a step's line: "passes", "FAILS", "generator-limited", "burst, run again" or "interrupted".
    /// </summary>
    public string VerdictText => Verdict switch
    {
        StepVerdict.Passed => "passes",
        StepVerdict.Failed => "FAILS",
        StepVerdict.GeneratorLimited => "generator-limited",
        StepVerdict.Burst => "burst, run again",
        _ => "interrupted",
    };

    /// <summary>What each threshold measured, e.g. "p99 23.1 ms; errors 0.2%"; empty when none was judged.</summary>
    public string MeasuredText => string.Join("; ", Judgements.Select(judgement => judgement.MeasuredText));

    /// <summary>Why the verdict lacks confidence or the step was cut short, for people; null when none.</summary>
    public string? Note { get; init; }

    /// <summary>Wall time of the step, warm-ups and drains included.</summary>
    public required TimeSpan Elapsed { get; init; }

    /// <summary>Every measured request's latency (from its intended send time), the runs pooled.</summary>
    public HistogramBase Latency => Pooled(run => run.Latency);

    /// <summary>Responses per second over the runs' measured time; null when nothing was measured.</summary>
    public double? AchievedRps
    {
        get
        {
            var seconds = Runs.Sum(run => run.MeasuredTime.TotalSeconds);
            return seconds > 0 ? Runs.Sum(run => run.Responses) / seconds : null;
        }
    }

    /// <summary>True when not one request of the step got a response.</summary>
    public bool AllFailed => Runs.All(run => run.AllFailed);

    /// <summary>
    /// True when not one request of the step succeeded: none got a response, or none had an expected status (a wrong
    /// URL, a missing credential), which no lower rate would change.
    /// </summary>
    public bool NothingSucceeded => Runs.All(run => run.AllFailed || run.NoSuccess);

    /// <summary>"4,400 req/s": the rate as the console and the reports write it.</summary>
    public string RateText => Rate(Rps);

    /// <summary>The judgements that failed, as "p99 23.1 ms; errors 2%".</summary>
    public string FailedText => string.Join(
        "; ",
        Judgements.Where(judgement => judgement.Decision == SloDecision.Fail)
            .Select(judgement => judgement.MeasuredText));

    internal static string Rate(double rps) => Invariant($"{rps:#,0.##} req/s");

    private LongHistogram Pooled(Func<LoadReport, HistogramBase> histogram)
    {
        var pooled = LatencyHistograms.Create();
        foreach (var run in Runs)
        {
            pooled.Add(histogram(run));
        }

        return pooled;
    }
}

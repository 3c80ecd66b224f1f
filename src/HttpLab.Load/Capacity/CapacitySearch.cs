using HdrHistogram;
using HttpLab.Load.Thresholds;
using HttpLab.Load.Verdicts;
using static System.FormattableString;

namespace HttpLab.Load.Capacity;

/// <summary>
/// Finds the highest constant rate at which a target still meets an SLO: a geometric ramp (x2 from the first rate)
/// until a rate fails, then bisection between the last passing and the first failing rate until they are within 5%.
/// When the first rate fails, the ramp goes down instead (÷2) until a rate passes, and the bisection follows.
/// Each step is an open-model run with its own warm-up, judged by <see cref="SloJudge"/>; a step that cannot decide is
/// run once more at the same rate and the two pooled, and if that cannot decide either, the point estimate decides
/// and the step says so. A generator-limited step that still meets the SLO at the full rate passes (latency counts
/// from intended send times, so the generator's delays only made it slower), and one that fails even with its latency
/// limits raised by the generator's worst delay (if that was within the limit) fails; any other is run again (a
/// neighbour's burst on a shared machine is not the generator's limit), and generator-limited twice running, it ends
/// the search ("at least R"), as do the maximum rate, the budget, the step cap and the cancellation token (the steps
/// so far are kept). A step that failed in one bad second (<see cref="BurstCheck"/>) is run again as the next step,
/// which decides.
/// </summary>
public static class CapacitySearch
{
    /// <summary>Runs the search with real load runs.</summary>
    /// <param name="options">The search; <see cref="CapacitySearchOptions.Validate"/> must accept it.</param>
    /// <param name="progress">Each step's run progress and each finished step, on a pool thread; may be null.</param>
    /// <param name="cancellationToken">Stops the search; the outcome then holds the steps measured so far.</param>
    /// <exception cref="ArgumentException">The options are not valid.</exception>
    public static Task<CapacityOutcome> RunAsync(
        CapacitySearchOptions options, IProgress<CapacityProgress>? progress, CancellationToken cancellationToken) =>
        RunAsync(options, LoadRunnerSteps.Instance, TimeProvider.System, progress, cancellationToken);

    /// <summary>
    /// Runs the search with <paramref name="steps"/> running each step, timed by <paramref name="time"/>.
    /// </summary>
    public static async Task<CapacityOutcome> RunAsync(
        CapacitySearchOptions options,
        ICapacityStepRunner steps,
        TimeProvider time,
        IProgress<CapacityProgress>? progress,
        CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(options);
        ArgumentNullException.ThrowIfNull(steps);
        ArgumentNullException.ThrowIfNull(time);
        if (options.Validate() is { } problem)
        {
            throw new ArgumentException(problem, nameof(options));
        }

        var search = new Search(options, steps, time, progress);
        await search.RunAsync(cancellationToken).ConfigureAwait(false);
        return search.Outcome();
    }

    /// <summary>
    /// A rate strictly between <paramref name="pass"/> and <paramref name="fail"/>: their geometric mean (the ramp is
    /// geometric, so this halves the bracket's ratio), rounded to three significant digits when that stays inside.
    /// </summary>
    public static double Between(double pass, double fail)
    {
        var middle = Math.Sqrt(pass * fail);
        var scale = Math.Pow(10, Math.Floor(Math.Log10(middle)) - 2);
        var rounded = Math.Round(middle / scale) * scale;
        return rounded > pass && rounded < fail ? rounded : middle;
    }

    private sealed class Search(
        CapacitySearchOptions options,
        ICapacityStepRunner runner,
        TimeProvider time,
        IProgress<CapacityProgress>? progress)
    {
        private readonly List<CapacityStep> steps = [];
        private readonly long started = time.GetTimestamp();
        private CapacityStep? lastPass;
        private CapacityStep? firstFail;
        private CapacityStop stop;
        private string? generatorReason;

        private TimeSpan Elapsed => time.GetElapsedTime(started);

        private TimeSpan Left => options.Budget - Elapsed;

        public async Task RunAsync(CancellationToken cancellationToken)
        {
            var rps = options.StartRps;
            while (true)
            {
                if (cancellationToken.IsCancellationRequested)
                {
                    stop = CapacityStop.Interrupted;
                    return;
                }

                // The first step always runs: Validate checked that it fits the budget.
                if (steps.Count > 0 && Left < options.StepTime)
                {
                    stop = CapacityStop.Budget;
                    return;
                }

                var step = await StepAsync(rps, cancellationToken).ConfigureAwait(false);
                steps.Add(step);
                progress?.Report(new CapacityProgress(step.Number, rps, step.Extended, Elapsed, null, step));
                switch (step.Verdict)
                {
                    case StepVerdict.Interrupted:
                        stop = CapacityStop.Interrupted;
                        return;
                    case StepVerdict.GeneratorLimited when steps.Count < 2 || steps[^2] is not
                        { Verdict: StepVerdict.GeneratorLimited } previous || previous.Rps != rps:
                        // A stall of a shared machine is not the generator's limit; the same limit twice is.
                        if (steps.Count >= options.MaxSteps)
                        {
                            stop = CapacityStop.StepLimit;
                            return;
                        }

                        continue;
                    case StepVerdict.Burst:
                        if (steps.Count >= options.MaxSteps)
                        {
                            stop = CapacityStop.StepLimit;
                            return;
                        }

                        continue;
                    case StepVerdict.GeneratorLimited:
                        stop = CapacityStop.GeneratorLimited;
                        generatorReason = step.Runs[^1].GeneratorLimitedReason;
                        return;
                    case StepVerdict.Passed:
                        lastPass = step;
                        break;
                    default:
                        firstFail = step;
                        if (lastPass is null && step.NothingSucceeded)
                        {
                            // Nothing answered, or nothing as expected: a lower rate would only repeat it.
                            stop = steps.Count == 1 ? CapacityStop.FirstStepFailed : CapacityStop.NoRatePassed;
                            return;
                        }

                        break;
                }

                if (Next() is not { } next)
                {
                    return;
                }

                if (steps.Count >= options.MaxSteps)
                {
                    stop = CapacityStop.StepLimit;
                    return;
                }

                rps = next;
            }
        }

        public CapacityOutcome Outcome() => new()
        {
            Options = options,
            Steps = steps,
            Stop = stop,
            Answer = lastPass is null
                ? firstFail is null || steps[0].AllFailed ? CapacityAnswer.Unknown : CapacityAnswer.Below
                : firstFail is null ? CapacityAnswer.AtLeast : CapacityAnswer.Found,
            LastPass = lastPass,
            FirstFail = firstFail,
            GeneratorLimitedReason = generatorReason,
            Elapsed = Elapsed,
        };

        /// <summary>The next rate, or null (with <see cref="stop"/> set) when the search is done.</summary>
        private double? Next()
        {
            if (lastPass is null)
            {
                // Every rate so far failed: down the ramp until one passes.
                var lower = firstFail!.Rps / options.Growth;
                if (lower < CapacitySearchOptions.LowestRps)
                {
                    stop = CapacityStop.NoRatePassed;
                    return null;
                }

                return lower;
            }

            var pass = lastPass.Rps;
            if (firstFail is null)
            {
                if (options.MaxRps is { } max && pass >= max)
                {
                    stop = CapacityStop.MaxRate;
                    return null;
                }

                return Math.Min(pass * options.Growth, options.MaxRps ?? TargetRate.MaxRps);
            }

            if (firstFail.Rps / pass - 1 <= options.Precision + 1e-9)
            {
                stop = CapacityStop.Bracket;
                return null;
            }

            return Between(pass, firstFail.Rps);
        }

        private async Task<CapacityStep> StepAsync(double rps, CancellationToken cancellationToken)
        {
            var number = steps.Count + 1;
            var begun = time.GetTimestamp();
            var first = await RunAsync(number, rps, extension: false, cancellationToken).ConfigureAwait(false);
            if (Unjudged(number, rps, [first], begun) is { } unjudged)
            {
                return unjudged;
            }

            var judgements = Judge([first], pointEstimate: false);
            if (judgements.All(judgement => judgement.Decision != SloDecision.Inconclusive))
            {
                return Judged(number, rps, [first], judgements, begun, note: null);
            }

            // Too few requests to tell the share from the allowed one: one more run at this rate, pooled.
            if (Left < options.StepTime || cancellationToken.IsCancellationRequested)
            {
                return Judged(
                    number, rps, [first], Judge([first], pointEstimate: true), begun,
                    "inconclusive at 95%, decided by the point estimate: the budget left no time to extend the step");
            }

            var second = await RunAsync(number, rps, extension: true, cancellationToken).ConfigureAwait(false);
            if (Unjudged(number, rps, [first, second], begun) is { } stopped)
            {
                return stopped;
            }

            var pooled = Judge([first, second], pointEstimate: true);
            var note = pooled.All(judgement => judgement.Confident)
                ? "inconclusive at first; decided at 95% with the extension"
                : "inconclusive at 95% even with the extension: decided by the point estimate";
            return Judged(number, rps, [first, second], pooled, begun, note);
        }

        private Task<LoadReport> RunAsync(int number, double rps, bool extension, CancellationToken cancellationToken)
        {
            var loadProgress = progress is null
                ? null
                : new SynchronousProgress<LoadProgress>(
                    update => progress.Report(new CapacityProgress(number, rps, extension, Elapsed, update, null)));
            return runner.RunAsync(options.StepOptions(rps), loadProgress, cancellationToken);
        }

        private SloJudgement[] Judge(IReadOnlyList<LoadReport> runs, bool pointEstimate) =>
            options.Slo.Select(threshold => SloJudge.Judge(threshold, runs, pointEstimate)).ToArray();

        /// <summary>A step stopped by Ctrl-C or limited by the generator: kept, but it judges nothing.</summary>
        private CapacityStep? Unjudged(int number, double rps, IReadOnlyList<LoadReport> runs, long begun)
        {
            var last = runs[^1];
            if (!last.Complete)
            {
                return Step(number, rps, runs, StepVerdict.Interrupted, [], begun, "interrupted by Ctrl-C");
            }

            if (!last.GeneratorLimited)
            {
                return null;
            }

            // Latency counts from each request's intended send time, so the generator's own delays can only have made
            // the step slower: a pass at the full rate stands.
            var judgements = Judge(runs, pointEstimate: true);
            if (judgements.All(judgement => judgement.Decision == SloDecision.Pass)
                && GeneratorCheck.RateShortfall(last) is null)
            {
                return Step(number, rps, runs, StepVerdict.Passed, judgements, begun,
                    "passed although generator-limited (its delays count in the latency): "
                    + last.GeneratorLimitedReason);
            }

            // A failure is the server's only if it stands with every latency limit raised by the most the generator
            // delayed any request (its worst send lateness or stall), and that delay was within the limit: a longer
            // one sends its backlog as a burst, which is load the step never meant. Else the step says nothing.
            var slackUs = runs.Max(run => Math.Max(
                run.SendLateness.TotalCount > 0 ? run.SendLateness.GetMaxValue() : 0,
                run.Seconds.Count > 0 ? run.Seconds.Max(second => second.GeneratorPauseUs) : 0));
            var tightestUs = options.Slo.Where(threshold => threshold.Unit == "us")
                .Select(threshold => (double)threshold.Limit)
                .DefaultIfEmpty(0)
                .Min();
            var relaxed = options.Slo
                .Select(threshold => SloJudge.Judge(Relaxed(threshold, slackUs), runs, pointEstimate: false));
            return slackUs <= tightestUs
                && relaxed.Any(judgement => judgement is { Decision: SloDecision.Fail, Confident: true })
                ? Step(number, rps, runs, StepVerdict.Failed, judgements, begun,
                    "failed although generator-limited: it fails even with the limits raised by the "
                    + Invariant($"generator's worst delay, {slackUs / 1000.0:0.###} ms, so the failure is the ")
                    + "server's: " + last.GeneratorLimitedReason)
                : Step(number, rps, runs, StepVerdict.GeneratorLimited, [], begun,
                    "generator-limited: " + last.GeneratorLimitedReason);
        }

        private static LoadThreshold Relaxed(LoadThreshold threshold, double slackUs)
        {
            if (threshold.Unit != "us")
            {
                return threshold;
            }

            var text = threshold.Text;
            var operatorEnd = text.IndexOf('<', StringComparison.Ordinal)
                + (threshold.Comparison == ThresholdComparison.AtMost ? 2 : 1);
            return LoadThreshold.Parse(Invariant($"{text[..operatorEnd]}{(double)threshold.Limit + slackUs:0.###}us"));
        }

        private CapacityStep Judged(
            int number, double rps, IReadOnlyList<LoadReport> runs, SloJudgement[] judgements, long begun, string? note)
        {
            var passed = judgements.All(judgement => judgement.Decision == SloDecision.Pass)
                && !runs.All(run => run.AllFailed);
            if (steps.Count > 0 && steps[^1] is { Verdict: StepVerdict.Burst } burst && burst.Rps == rps)
            {
                // The run after a burst decides, whatever it shows.
                note = Join(Invariant($"the run again after step {burst.Number}'s burst"), note);
            }
            else if (!passed && BurstCheck.Describe(judgements, runs) is { } only)
            {
                return Step(number, rps, runs, StepVerdict.Burst, judgements, begun, Join(only, note));
            }

            return Step(number, rps, runs, passed ? StepVerdict.Passed : StepVerdict.Failed, judgements, begun, note);
        }

        private static string Join(string first, string? then) => then is null ? first : first + "; " + then;

        private CapacityStep Step(
            int number,
            double rps,
            IReadOnlyList<LoadReport> runs,
            StepVerdict verdict,
            IReadOnlyList<SloJudgement> judgements,
            long begun,
            string? note) => new()
        {
            Number = number,
            Rps = rps,
            Runs = runs,
            Verdict = verdict,
            Judgements = judgements,
            Note = note,
            Elapsed = time.GetElapsedTime(begun),
        };
    }
}

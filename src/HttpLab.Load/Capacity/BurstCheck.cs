using HdrHistogram;
using HttpLab.Load.Thresholds;
using static System.FormattableString;

namespace HttpLab.Load.Capacity;

/// <summary>
/// Tells a step that failed in one bad second from one that failed throughout. The Wilson interval counts requests as
/// independent trials, but a pause of the server (a long collection, a neighbour on its core) makes every request of
/// that second slow at once, and a thousand slow requests in one second then read as a failure with confidence. A
/// failed step is a burst when some measured second (or two adjacent ones, in a step of five seconds or more: a pause
/// across a second's end) holds enough of its violations that without its requests every failed threshold would pass;
/// the search then runs the rate again, and the second run decides.
/// Only shares are checked (percentiles and error shares): a mean, a maximum or a count is the user's word on every
/// request. A second's violations are counted low: its requests over the limit or its failures, whichever is more.
/// Requests count in the second they ended, so a pause longer than a second lands in the second the server resumed:
/// the note gives the slowest request's latency, which shows how long the pause was.
/// </summary>
internal static class BurstCheck
{
    /// <summary>
    /// A step measured for fewer seconds than this has no second to leave out. Two are enough: a burst only runs the
    /// rate again, and the next step decides.
    /// </summary>
    private const int MinimumSeconds = 2;

    /// <summary>
    /// Why <paramref name="runs"/> (one step's) failed only in a burst, for the step's note; null when the failure
    /// was not packed into one second, or when a failed threshold is not a share.
    /// </summary>
    public static string? Describe(IReadOnlyList<SloJudgement> judgements, IReadOnlyList<LoadReport> runs)
    {
        var failed = judgements.Where(judgement => judgement.Decision == SloDecision.Fail).ToArray();
        var seconds = runs.Sum(run => run.Seconds.Count);
        if (failed.Length == 0
            || failed.Any(judgement => judgement.Violations is null || judgement.AllowedShare is null)
            || seconds < MinimumSeconds
            || runs.Any(run => run.Intervals is null))
        {
            return null;
        }

        var counted = runs.Select(run => Count(failed, run)).ToArray();
        for (var width = 1; width <= MaximumWidth(seconds); width++)
        {
            if (Worst(failed, counted, width) is { } burst)
            {
                return burst;
            }
        }

        return null;
    }

    /// <summary>A burst may span two seconds (a pause across a second's end) in a step of five or more.</summary>
    private static int MaximumWidth(int seconds) => seconds >= 5 ? 2 : 1;

    /// <summary>
    /// Each measured second of <paramref name="run"/>: its requests, violations (each threshold) and longest latency.
    /// </summary>
    private static CountedSecond[] Count(SloJudgement[] failed, LoadReport run)
    {
        var intervals = run.Intervals!.ToDictionary(interval => interval.Second);
        return run.Seconds
            .Select(second => intervals.TryGetValue(second.Second, out var interval)
                ? Count(failed, second, LatencyHistograms.DecodeCompressed(interval.Latency))
                : new CountedSecond(second.Second, 0, new long[failed.Length], 0))
            .ToArray();
    }

    /// <summary>
    /// The <paramref name="width"/> adjacent seconds of one run without which every failed threshold passes, the
    /// ones with the most violations of the first; null when there are none.
    /// </summary>
    private static string? Worst(SloJudgement[] failed, CountedSecond[][] runs, int width)
    {
        string? worst = null;
        var worstViolations = -1L;
        for (var index = 0; index < runs.Length; index++)
        {
            for (var first = 0; first + width <= runs[index].Length; first++)
            {
                var window = runs[index][first..(first + width)];
                var requests = window.Sum(second => second.Requests);
                var violations = Enumerable.Range(0, failed.Length)
                    .Select(threshold => window.Sum(second => second.Violations[threshold]))
                    .ToArray();
                if (violations[0] > worstViolations && PassesWithout(failed, violations, requests))
                {
                    worstViolations = violations[0];
                    var which = runs.Length == 1 ? string.Empty
                        : index == 0 ? " of the first run" : " of the extension";
                    var longest = LoadThreshold.LatencyText(window.Max(second => second.LongestUs));
                    worst = Invariant($"failed in one burst, {window[0].Second}–{window[^1].Second + 1} s{which} ")
                        + Invariant($"({violations[0]:#,0} of the {failed[0].Violations:#,0} requests breaking ")
                        + Invariant($"{failed[0].Threshold.Text} ended there, the slowest after {longest}): without ")
                        + (width == 1 ? "that second" : "those seconds")
                        + " every threshold passes, so the rate runs again";
                }
            }
        }

        return worst;
    }

    private static CountedSecond Count(SloJudgement[] failed, LoadSecond second, HistogramBase latency) => new(
        second.Second,
        second.Responses + second.Errors,
        failed
            .Select(judgement => judgement.Threshold.Statistic == ThresholdStatistic.Percentile
                ? Math.Max(SloJudge.Slow(judgement.Threshold, latency), second.Errors)
                : second.Errors)
            .ToArray(),
        latency.TotalCount > 0 ? latency.GetMaxValue() : 0);

    private static bool PassesWithout(SloJudgement[] failed, long[] violations, long requests) =>
        failed.Select((judgement, index) => (judgement, index)).All(pair =>
            pair.judgement.Requests > requests
            && SloJudge.PointPasses(
                pair.judgement.Threshold,
                Math.Max(0, pair.judgement.Violations!.Value - violations[pair.index]),
                pair.judgement.Requests - requests,
                pair.judgement.AllowedShare!.Value));

    /// <summary>A second's requests (ended in it), violations of each failed threshold, and longest latency.</summary>
    private sealed record CountedSecond(int Second, long Requests, long[] Violations, long LongestUs);
}

using static System.FormattableString;

namespace HttpLab.Load.Verdicts;

/// <summary>
/// What the server did to a run, from the run's own counts, naming the seconds: it stalled (no response in a second
/// while requests were on the wire), it was saturated (requests due while every connection was waiting for a response,
/// requests timing out, the in-flight cap reached, requests still waiting when the run ended), or it failed requests
/// (refused, reset, unparsable). Null when none of that happened.
/// </summary>
internal static class ServerCheck
{
    /// <summary>
    /// Requests may wait for a connection now and then; more than this share of those due is the server's limit.
    /// </summary>
    private const double WaitedShare = 0.01;

    /// <summary>
    /// A generator on the server's machine that used this share of every core in a second left the server at most the
    /// rest: the reason says so beside the server's own signs.
    /// </summary>
    private const double SharedMachineCpuShare = 0.5;

    public static string? Reason(LoadReport report) => Reason(report, Environment.ProcessorCount);

    public static string? Reason(LoadReport report, int processorCount)
    {
        var reasons = new List<string>();
        var seconds = report.Seconds;
        var errors = report.Errors;

        var stalled = seconds.Where(second => second.Stalled).ToArray();
        if (stalled.Length > 0)
        {
            // A timeout shorter than a second ends each wait before the second does: then the timeouts are the sign.
            var busiest = stalled.Max(second => second.WaitingAllInterval);
            var sign = busiest > 0
                ? Invariant($"up to {busiest:#,0} of {report.Options.LanesText} waited for one all second long")
                : "its requests timed out";
            reasons.Add($"stalled: not one response in {SecondRanges.Format(stalled)} while {sign}");
        }

        var waited = seconds.Where(second => second.WaitedForConnection > 0).ToArray();
        var waitedCount = waited.Sum(second => second.WaitedForConnection);
        if (waitedCount > 0 && waitedCount >= WaitedShare * report.Due)
        {
            reasons.Add(
                $"every one of the {report.Options.LanesText} was waiting for a response "
                + Invariant($"when {waitedCount:#,0} requests were due, in {SecondRanges.Format(waited)} ")
                + "(the server answered too slowly for this rate on these connections)");
        }

        if (errors.Timeout > 0)
        {
            var timedOut = seconds.Where(second => second.Timeouts > 0).ToArray();
            var timeout = report.Options.Timeout.TotalSeconds;
            reasons.Add(Invariant(
                $"{errors.Timeout:#,0} requests got no response within the {timeout:0.###} s timeout{In(timedOut)}"));
        }

        var refusedAtCap = seconds.Sum(second => second.RefusedAtCap);
        if (refusedAtCap > 0)
        {
            var refusedIn = In(seconds.Where(second => second.RefusedAtCap > 0));
            reasons.Add(
                Invariant($"{refusedAtCap:#,0} requests were never sent because {report.Options.MaxInFlight:#,0} ")
                + $"were already in flight or waiting{refusedIn}");
        }

        var notSentAtEnd = seconds.Sum(second => second.NotSentAtEnd);
        if (notSentAtEnd > 0)
        {
            reasons.Add(
                Invariant($"{notSentAtEnd:#,0} requests were still waiting for a connection when the run ended ")
                + "and were never sent");
        }

        if (errors.Refused > 0)
        {
            var authority = report.Options.Url.GetLeftPart(UriPartial.Authority);
            reasons.Add(
                Invariant($"{errors.Refused:#,0} connections were refused (nothing listening at {authority}?)"));
        }

        if (errors.Reset > 0)
        {
            reasons.Add(
                Invariant($"{errors.Reset:#,0} connections were reset or closed before a complete response"));
        }

        if (errors.Unparsable > 0)
        {
            reasons.Add(Invariant($"{errors.Unparsable:#,0} responses were not valid HTTP/1.1"));
        }

        if (reasons.Count == 0)
        {
            return null;
        }

        // Only beside the server's own signs: a busy generator alone says nothing of the server.
        if (SharedMachine(report, processorCount) is { } shared)
        {
            reasons.Add(shared);
        }

        var shortfall = GeneratorCheck.RateShortfall(report);
        return (shortfall is null ? string.Empty : shortfall + ": ") + string.Join("; ", reasons);
    }

    /// <summary>
    /// On a loopback target the server shares the machine with the generator: when the generator used half of every
    /// core or more in some second, the server's slowness may be the generator's doing, and the reason names it.
    /// </summary>
    private static string? SharedMachine(LoadReport report, int processorCount)
    {
        if (!LoadTarget.IsLoopback(report.Options.Url))
        {
            return null;
        }

        var busy = report.Seconds
            .Where(second =>
                second.GeneratorCpuSeconds >= SharedMachineCpuShare * processorCount * GeneratorCheck.Duration(second))
            .ToArray();
        if (busy.Length == 0)
        {
            return null;
        }

        var cores = busy.Max(second => second.GeneratorCpuSeconds / GeneratorCheck.Duration(second));
        return Invariant($"meanwhile the generator itself used up to {cores:0.00} of {processorCount} cores ")
            + $"in {SecondRanges.Format(busy)}, so this server on the same machine had at most the rest";
    }

    private static string In(IEnumerable<LoadSecond> seconds) =>
        seconds.ToArray() is { Length: > 0 } when ? " in " + SecondRanges.Format(when) : string.Empty;

}

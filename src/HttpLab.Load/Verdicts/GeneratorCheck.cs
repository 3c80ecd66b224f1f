using HdrHistogram;
using HttpLab.Load.Capacity;
using static System.FormattableString;

namespace HttpLab.Load.Verdicts;

/// <summary>
/// The generator's self-check, from what the generator itself did: a run is generator-limited when its own send
/// lateness p99 is above 1 ms beyond chance (<see cref="LateBeyondChance"/>), when its process used nearly every core
/// or stalled (its timers ran 10 ms or more late) in some second, or (open model) when the rate fell more than 1% short
/// while the server gave no cause (<see cref="LoadReport.ServerLimitedReason"/>, from
/// <see cref="ServerCheck"/>, which must be set first). The reason names the seconds it happened in.
/// Requests that waited because every connection was waiting for the server are the server's, never the generator's.
/// </summary>
internal static class GeneratorCheck
{
    /// <summary>
    /// A second in which the process used this share of every core left the generator no CPU to spare.
    /// </summary>
    private const double SaturatedCpuShare = 0.9;

    /// <summary>Shorter pauses of the generator's timers are scheduling noise, not a stall.</summary>
    private const long MinReportedPauseUs = 10_000;

    /// <summary>The share of sends that may leave more than 1 ms late: the 1 ms limit is on the p99.</summary>
    private const double LateShare = 0.01;

    public static string? Reason(LoadReport report) => Reason(report, Environment.ProcessorCount);

    public static string? Reason(LoadReport report, int processorCount)
    {
        var reasons = new List<string>();
        var lateness = report.SendLateness;
        if (LateBeyondChance(lateness))
        {
            var late = report.Seconds.Where(second => second.LateSends > 0).ToArray();
            var lateSends = late.Sum(second => second.LateSends);
            var when = late.Length == 0
                ? string.Empty
                : Invariant($", {lateSends:#,0} of them in {SecondRanges.Format(late)}");
            var what = report.Options.Model == LoadModel.Open
                ? "requests left more than 1 ms after they were due"
                : "connections waited more than 1 ms after a response to send the next request";
            var p99 = Milliseconds(lateness.GetValueAtPercentile(99));
            var limit = Milliseconds(LoadLimits.MaxSendLatenessP99Us);
            reasons.Add(
                $"send lateness p99 is {p99}, above the {limit} limit: {what}{when} ({LatenessCause(report, late)})");
        }

        var saturated = report.Seconds
            .Where(second => second.GeneratorCpuSeconds >= SaturatedCpuShare * processorCount * Duration(second))
            .ToArray();
        if (saturated.Length > 0)
        {
            var cores = saturated.Max(second => second.GeneratorCpuSeconds / Duration(second));
            var when = SecondRanges.Format(saturated);
            reasons.Add(Invariant($"the generator's process used {cores:0.00} of {processorCount} cores in {when}"));
        }

        var paused = report.Seconds.Where(second => second.GeneratorPauseUs >= MinReportedPauseUs).ToArray();
        if (paused.Length > 0)
        {
            var longest = Milliseconds(paused.Max(second => second.GeneratorPauseUs));
            reasons.Add(
                $"the generator's own process stalled for up to {longest} in {SecondRanges.Format(paused)} "
                + $"({PauseCause(paused)}), so answers that came meanwhile were timed late");
        }

        if (RateShortfall(report) is { } shortfall && !report.ServerLimited)
        {
            reasons.Add($"{shortfall}, and the server gave no cause (no connection waited for it, no errors)");
        }

        return reasons.Count == 0 ? null : string.Join("; ", reasons);
    }

    /// <summary>
    /// Why sends left late, as far as the seconds show: all in the first second of a run without a warm-up is the
    /// generator's own start-up (its first requests compiled and its connections opened while they were due).
    /// </summary>
    private static string LatenessCause(LoadReport report, LoadSecond[] late) =>
        late.Length > 0 && late.All(second => second.Second == 0) && report.Options.EffectiveWarmup == TimeSpan.Zero
            ? "all in the first second of a run without a warm-up: the generator's own start-up, its first requests "
                + "compiled and its connections opened while they were due; --warmup leaves them out"
            : "the generator could not keep to its schedule: too little CPU, or a rate above what it can send";

    /// <summary>What the generator's own garbage collector did in the seconds its timers ran late.</summary>
    private static string PauseCause(LoadSecond[] paused)
    {
        var collections = paused.Sum(second => second.GeneratorCollections);
        if (collections == 0)
        {
            return "its timers ran late while it ran no garbage collection: the machine did not run it, or its thread "
                + "pool was starved";
        }

        var gcPause = Milliseconds(paused.Sum(second => second.GeneratorGcPauseUs));
        return Invariant($"its timers ran late; its {collections:#,0} garbage collections in those seconds paused it ")
            + $"for {gcPause} in all";
    }

    /// <summary>
    /// True when more than 1% of the sends were over 1 ms late (the lateness p99 is above the limit) beyond what chance
    /// explains: the 95% Wilson interval of the late share lies wholly above 1%, as the capacity search judges an SLO.
    /// A run of a few dozen requests is not generator-limited because one of them left late.
    /// </summary>
    public static bool LateBeyondChance(HistogramBase lateness)
    {
        ArgumentNullException.ThrowIfNull(lateness);
        var late = 0L;
        foreach (var bucket in lateness.RecordedValues())
        {
            if (bucket.ValueIteratedTo > LoadLimits.MaxSendLatenessP99Us)
            {
                late += bucket.CountAtValueIteratedTo;
            }
        }

        return late > 0 && WilsonInterval.Of(late, lateness.TotalCount).Lower > LateShare;
    }

    /// <summary>
    /// "achieved 83.1 req/s is 58.4% below the target 200.0 req/s" when the open model fell more than 1% short.
    /// </summary>
    public static string? RateShortfall(LoadReport report)
    {
        if (!report.Complete
            || report.TargetRps is not { } target
            || report.AchievedRps is not { } achieved
            || achieved >= target * (1 - LoadLimits.MaxRateShortfall))
        {
            return null;
        }

        var shortfall = 1 - (achieved / target);
        return Invariant(
            $"achieved {achieved:#,0.0} responses/s is {shortfall:0.0%} below the target {target:#,0.0} req/s");
    }

    /// <summary>A second's length in seconds, at least 1 (the last, partial second counts as a whole one).</summary>
    internal static double Duration(LoadSecond second) => Math.Max((second.EndUtc - second.StartUtc).TotalSeconds, 1);

    private static string Milliseconds(double microseconds) => Invariant($"{microseconds / 1000:0.###} ms");

}

using System.Globalization;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// Whether several generators' runs are parts of one run: the same settings, shards that form a whole, measured at
/// the same time. Each problem is one line naming the folders and the difference; <c>--force</c> merges anyway and
/// keeps them as warnings. The same run given twice is never merged.
/// </summary>
internal static class MergeChecks
{
    /// <summary>
    /// How far apart the generators may begin measuring before the report warns: <c>--start-at</c> starts them within
    /// a few milliseconds, people by hand seconds apart.
    /// </summary>
    public static readonly TimeSpan MaxStartSpread = TimeSpan.FromMilliseconds(100);

    /// <summary>Why the runs are the same run twice (a copy of a folder), or null: it would count twice.</summary>
    public static string? Duplicate(IReadOnlyList<GeneratorRun> generators)
    {
        ArgumentNullException.ThrowIfNull(generators);
        var twice = generators
            .GroupBy(generator => (generator.Run.RunId, generator.Run.StartedUtc, generator.Log.StartUtc))
            .FirstOrDefault(same => same.Count() > 1)
            ?.ToArray();
        return twice is null
            ? null
            : $"{twice[1].Label} is the same run as {twice[0].Label} (it started at the same time): "
                + "merged, its requests would count twice";
    }

    /// <summary>Every reason the runs are not one run's parts; empty when they are.</summary>
    public static IReadOnlyList<string> Problems(IReadOnlyList<GeneratorRun> generators)
    {
        ArgumentNullException.ThrowIfNull(generators);
        var first = generators[0];
        var settings = generators.Skip(1)
            .Select(generator => (generator, GeneratorSettings.Differences(first, generator)))
            .Where(entry => entry.Item2.Count > 0)
            .Select(entry => $"{entry.generator.Label} ran with other settings than {first.Label}: "
                + string.Join("; ", entry.Item2));
        return [.. settings, .. Shards(generators), .. Overlap(generators)];
    }

    /// <summary>
    /// "the generators began measuring up to 0.8 s apart ...": a warning when they did not start together, or null.
    /// </summary>
    public static string? StartSpread(IReadOnlyList<GeneratorRun> generators)
    {
        ArgumentNullException.ThrowIfNull(generators);
        var first = generators.MinBy(generator => generator.Log.StartUtc)!;
        var last = generators.MaxBy(generator => generator.Log.StartUtc)!;
        var spread = last.Log.StartUtc - first.Log.StartUtc;
        return spread <= MaxStartSpread
            ? null
            : $"NOT STARTED TOGETHER: the generators began measuring up to {Spread(spread)} apart ({first.Label} "
                + $"first, {last.Label} last), so each second of the time series adds seconds up to that far apart "
                + "(the whole-run histograms and counts are exact all the same); httplab load --start-at starts "
                + "them together";
    }

    /// <summary>"3 ms", "0.85 s": how far apart the generators began.</summary>
    public static string Spread(TimeSpan spread) => spread < TimeSpan.FromSeconds(1)
        ? string.Create(CultureInfo.InvariantCulture, $"{spread.TotalMilliseconds:0} ms")
        : string.Create(CultureInfo.InvariantCulture, $"{spread.TotalSeconds:0.##} s");

    /// <summary>"2025-03-14T09:30:00.123Z".</summary>
    public static string Time(DateTimeOffset time) =>
        time.UtcDateTime.ToString("yyyy-MM-dd'T'HH:mm:ss.fff'Z'", CultureInfo.InvariantCulture);

    /// <summary>
    /// Shards (<c>--shard I/N</c>) must be all or none, of one N, each index once, and every index there: only all of
    /// them together sent the whole run's schedule.
    /// </summary>
    private static IEnumerable<string> Shards(IReadOnlyList<GeneratorRun> generators)
    {
        var shards = generators.Where(generator => generator.Plan.Shard is not null).ToArray();
        if (shards.Length == 0)
        {
            yield break;
        }

        var first = shards[0];
        var shardCount = first.Plan.Shard!.Count;
        if (generators.FirstOrDefault(generator => generator.Plan.Shard is null) is { } whole)
        {
            yield return $"{whole.Label} is a whole run but {first.Label} is shard {first.Plan.Shard} of one: "
                + "they are not parts of one run";
            yield break;
        }

        if (shards.FirstOrDefault(generator => generator.Plan.Shard!.Count != shardCount) is { } other)
        {
            yield return $"{other.Label} is shard {other.Plan.Shard} but {first.Label} is shard {first.Plan.Shard}: "
                + "they split different runs";
            yield break;
        }

        if (shards.GroupBy(generator => generator.Plan.Shard!.Index).FirstOrDefault(same => same.Count() > 1)
            is { } twice)
        {
            var both = twice.ToArray();
            yield return $"shard {both[0].Plan.Shard} is given twice: {both[0].Label} and {both[1].Label}";
        }

        var missing = Enumerable.Range(1, shardCount)
            .Except(shards.Select(generator => generator.Plan.Shard!.Index))
            .Select(index => new ShardPart(index, shardCount).ToString())
            .ToArray();
        if (missing.Length > 0)
        {
            var shown = missing.Length > 5
                ? $"{string.Join(", ", missing[..5])}... ({missing.Length} of them)"
                : string.Join(", ", missing);
            var are = missing.Length == 1 ? $"shard {shown} is" : $"shards {shown} are";
            yield return $"{are} missing: only all {shardCount} shards together sent the "
                + "whole run's schedule, so a part of them is not the run";
        }
    }

    private static IEnumerable<string> Overlap(IReadOnlyList<GeneratorRun> generators)
    {
        var last = generators.MaxBy(generator => generator.Log.StartUtc)!;
        var ended = generators.MinBy(generator => generator.Log.EndUtc)!;
        if (last.Log.StartUtc >= ended.Log.EndUtc)
        {
            yield return $"{last.Label} began measuring at {Time(last.Log.StartUtc)}, after {ended.Label} had "
                + $"ended at {Time(ended.Log.EndUtc)}: the runs did not overlap in time";
        }
    }
}

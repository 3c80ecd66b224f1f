using HttpLab.Load.Intervals;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// The generators' seconds added up on wall-clock time: a generator's second N goes to second
/// <c>round(its start − the earliest start) + N</c> of the merged run, so generators started together (within a few
/// milliseconds, <c>--start-at</c>) add their Nth seconds, and one started 2 s late its Nth to the others' N+2th.
/// Each merged second's three histograms are the exact sums of its generators' (HdrHistogram addition); its counts
/// are summed, its longest generator pause is the longest of theirs.
/// </summary>
internal static class MergedSeconds
{
    /// <param name="generators">The runs, each with as many rows as intervals.</param>
    /// <param name="earliest">The earliest measurement start: second 0 of the merged run.</param>
    public static (IReadOnlyList<LoadSecond> Seconds, IReadOnlyList<EncodedInterval> Intervals) Of(
        IReadOnlyList<GeneratorRun> generators, DateTimeOffset earliest)
    {
        ArgumentNullException.ThrowIfNull(generators);
        var bySecond = new SortedDictionary<int, List<(GeneratorRun Generator, int Index)>>();
        foreach (var generator in generators)
        {
            var offset = (int)Math.Round((generator.Log.StartUtc - earliest).TotalSeconds);
            for (var index = 0; index < generator.Log.Intervals.Count; index++)
            {
                if (!bySecond.TryGetValue(offset + index, out var members))
                {
                    bySecond[offset + index] = members = [];
                }

                members.Add((generator, index));
            }
        }

        var seconds = new List<LoadSecond>(bySecond.Count);
        var intervals = new List<EncodedInterval>(bySecond.Count);
        foreach (var (second, members) in bySecond)
        {
            var (row, interval) = Merge(second, members);
            seconds.Add(row);
            intervals.Add(interval);
        }

        return (seconds, intervals);
    }

    private static (LoadSecond Row, EncodedInterval Interval) Merge(
        int second, List<(GeneratorRun Generator, int Index)> members)
    {
        var latency = LatencyHistograms.Create();
        var uncorrected = LatencyHistograms.Create();
        var lateness = LatencyHistograms.Create();
        foreach (var (generator, index) in members)
        {
            var interval = generator.Log.Intervals[index];
            LatencyHistograms.AddRecorded(latency, LatencyHistograms.DecodeCompressed(interval.Latency));
            LatencyHistograms.AddRecorded(uncorrected, LatencyHistograms.DecodeCompressed(interval.UncorrectedLatency));
            LatencyHistograms.AddRecorded(lateness, LatencyHistograms.DecodeCompressed(interval.SendLateness));
        }

        var rows = members.Select(member => member.Generator.Seconds[member.Index]).ToArray();
        var start = rows.Min(row => row.StartUtc);
        var end = rows.Max(row => row.EndUtc);
        var merged = new LoadSecond(
            second,
            start,
            end,
            rows.Sum(row => row.Responses),
            rows.Sum(row => row.Errors),
            LatencyHistograms.ValueAtPercentile(latency, 50),
            LatencyHistograms.ValueAtPercentile(latency, 99),
            LatencyHistograms.ValueAtPercentile(uncorrected, 50),
            LatencyHistograms.ValueAtPercentile(uncorrected, 99))
        {
            Timeouts = rows.Sum(row => row.Timeouts),
            RefusedAtCap = rows.Sum(row => row.RefusedAtCap),
            NotSentAtEnd = rows.Sum(row => row.NotSentAtEnd),
            WaitedForConnection = rows.Sum(row => row.WaitedForConnection),
            LateSends = rows.Sum(row => row.LateSends),
            GeneratorPauseUs = rows.Max(row => row.GeneratorPauseUs),
            BusyConnections = rows.Sum(row => row.BusyConnections),
            WaitingAllInterval = rows.Sum(row => row.WaitingAllInterval),
            GeneratorCpuSeconds = rows.Sum(row => row.GeneratorCpuSeconds),
            GeneratorCollections = rows.Sum(row => row.GeneratorCollections),
            GeneratorGcPauseUs = rows.Sum(row => row.GeneratorGcPauseUs),
            GeneratorAllocatedBytes = rows.Sum(row => row.GeneratorAllocatedBytes),
            GeneratorHeapBytes = rows.Sum(row => row.GeneratorHeapBytes),
            GeneratorJitUs = rows.Sum(row => row.GeneratorJitUs),
        };
        return (merged, new EncodedInterval(
            second,
            start,
            end,
            LatencyHistograms.EncodeCompressed(latency),
            LatencyHistograms.EncodeCompressed(uncorrected),
            LatencyHistograms.EncodeCompressed(lateness)));
    }
}

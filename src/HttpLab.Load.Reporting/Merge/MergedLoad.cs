using System.Globalization;
using HttpLab.Results;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// Several generators' runs as one <see cref="LoadReport"/>, so the whole reporting of <c>httplab load</c> writes it:
/// every histogram the exact sum of theirs (the interval logs added interval by interval, successLatencyUs from
/// results.json's buckets), counts, errors by kind, status codes, bytes and CPU summed, the target and achieved rates
/// the sums of theirs, and each generator's own self-check kept, naming it.
/// </summary>
internal static class MergedLoad
{
    public static LoadReport Build(IReadOnlyList<GeneratorRun> generators)
    {
        ArgumentNullException.ThrowIfNull(generators);
        var first = generators[0];
        var earliest = generators.Min(generator => generator.Log.StartUtc);
        var (seconds, intervals) = MergedSeconds.Of(generators, earliest);
        var (latency, success, uncorrected, lateness) = (LatencyHistograms.Create(), LatencyHistograms.Create(),
            LatencyHistograms.Create(), LatencyHistograms.Create());
        foreach (var generator in generators)
        {
            LatencyHistograms.AddRecorded(latency, generator.Log.Latency);
            LatencyHistograms.AddRecorded(success, generator.SuccessLatency);
            LatencyHistograms.AddRecorded(uncorrected, generator.Log.UncorrectedLatency);
            LatencyHistograms.AddRecorded(lateness, generator.Log.SendLateness);
        }

        var achieved = generators.Sum(generator => generator.Metric(MetricCatalog.AchievedRps));
        return new LoadReport
        {
            Options = first.Plan.Options with
            {
                Rate = first.Plan.Options.Rate is null ? null : Rate(generators),
                Connections = generators.Sum(generator => generator.Plan.Options.Connections),
            },
            EngineDescription = $"{generators.Count} generators merged",
            MeasureStartUtc = earliest,
            Complete = generators.All(generator => generator.Run.Complete),

            // The time over which the responses make the sum of the generators' achieved rates.
            MeasuredTime = achieved > 0
                ? TimeSpan.FromSeconds(uncorrected.TotalCount / achieved)
                : generators.Max(generator => generator.MeasuredTime),
            Requests = Sum(generators, MetricCatalog.Requests),
            Errors = new LoadErrorCounts(
                Sum(generators, MetricCatalog.ErrorsRefused),
                Sum(generators, MetricCatalog.ErrorsReset),
                Sum(generators, MetricCatalog.ErrorsTimeout),
                Sum(generators, MetricCatalog.ErrorsUnparsable),
                Sum(generators, MetricCatalog.ErrorsNotSent)),
            StatusCodes = StatusCodes(generators),
            Bodies = Bodies(generators),
            BytesSent = Sum(generators, MetricCatalog.BytesSent),
            BytesReceived = Sum(generators, MetricCatalog.BytesReceived),
            GeneratorCpuSeconds = generators.Sum(generator => generator.Metric(MetricCatalog.GeneratorCpuSeconds)),
            Latency = latency,
            SuccessLatency = success,
            UncorrectedLatency = uncorrected,
            SendLateness = lateness,
            Seconds = seconds,
            Intervals = intervals,
            GeneratorLimitedReason = Reasons(
                generators, LoadResults.GeneratorLimitedPrefix, MetricCatalog.GeneratorLimited),
            ServerLimitedReason = Reasons(generators, LoadResults.ServerLimitedPrefix, MetricCatalog.ServerLimited),
        };
    }

    /// <summary>
    /// "[generator 2 of 3, 'b' (run X)] send lateness p99 is ...": each generator's own reason, naming it; null when
    /// none of them found one.
    /// </summary>
    public static string? Reasons(IReadOnlyList<GeneratorRun> generators, string prefix, MetricDefinition flag)
    {
        ArgumentNullException.ThrowIfNull(generators);
        var reasons = generators
            .Select((generator, index) => (generator, index, Reason: Reason(generator, prefix, flag)))
            .Where(entry => entry.Reason is not null)
            .Select(entry => $"[generator {entry.index + 1} of {generators.Count}, {entry.generator.Label}] "
                + entry.Reason)
            .ToArray();
        return reasons.Length == 0 ? null : string.Join("; ", reasons);
    }

    private static string? Reason(GeneratorRun generator, string prefix, MetricDefinition flag) =>
        generator.Case.Warnings.FirstOrDefault(warning => warning.StartsWith(prefix, StringComparison.Ordinal))
            ?[prefix.Length..]
        ?? (generator.Metric(flag) > 0 ? $"its self-check set {flag.Name} without a reason" : null);

    /// <summary>The generators' own target rates added: the whole run's when they are its shards.</summary>
    private static TargetRate Rate(IReadOnlyList<GeneratorRun> generators)
    {
        var rates = generators.Select(generator => generator.Plan.OwnRate).OfType<TargetRate>().ToArray();
        return new TargetRate(rates.Sum(rate => rate.Start), rates.Sum(rate => rate.End));
    }

    private static long Sum(IReadOnlyList<GeneratorRun> generators, MetricDefinition metric) =>
        generators.Sum(generator => generator.Count(metric));

    private static SortedDictionary<int, long> StatusCodes(IReadOnlyList<GeneratorRun> generators)
    {
        var codes = new SortedDictionary<int, long>();
        foreach (var generator in generators)
        {
            foreach (var (name, count) in generator.Case.Metrics)
            {
                if (name.StartsWith("status", StringComparison.Ordinal)
                    && int.TryParse(
                        name.AsSpan("status".Length), NumberStyles.None, CultureInfo.InvariantCulture, out var code)
                    && LoadResults.StatusMetric(code) == name)
                {
                    codes[code] = codes.GetValueOrDefault(code) + (long)count;
                }
            }
        }

        return codes;
    }

    private static ResponseBodies Bodies(IReadOnlyList<GeneratorRun> generators)
    {
        var answered = generators
            .Where(generator => generator.Case.Metrics.ContainsKey(MetricCatalog.ResponseBodyBytes.Name))
            .ToArray();
        return answered.Length == 0
            ? ResponseBodies.None
            : new ResponseBodies(
                answered.Sum(generator => generator.Count(MetricCatalog.ResponseBodyBytes)),
                answered.Min(generator => generator.Count(MetricCatalog.ResponseBodyBytesMin)),
                answered.Max(generator => generator.Count(MetricCatalog.ResponseBodyBytesMax)));
    }
}

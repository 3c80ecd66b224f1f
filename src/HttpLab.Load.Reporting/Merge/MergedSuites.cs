using HttpLab.Results;
using static System.FormattableString;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// A merged run in results.json's terms: the load suite <c>httplab load</c> writes, made from the merged report, and
/// a suite "generators" with each generator's own numbers, a case each.
/// </summary>
internal static class MergedSuites
{
    /// <summary>The suite of the generators' own numbers.</summary>
    public const string GeneratorsSuiteName = "generators";

    /// <summary>Each generator's distributions shown beside the merged run's.</summary>
    private static readonly MetricDefinition[] GeneratorDistributions =
        [MetricCatalog.LatencyUs, MetricCatalog.SendLatenessUs];

    /// <summary>Each generator's numbers shown beside the merged run's.</summary>
    private static readonly MetricDefinition[] GeneratorMetrics =
    [
        MetricCatalog.TargetRps, MetricCatalog.AchievedRps, MetricCatalog.Requests, MetricCatalog.Errors,
        MetricCatalog.GeneratorCpuSeconds, MetricCatalog.GeneratorLimited, MetricCatalog.ServerLimited,
    ];

    /// <summary>
    /// The merged load suite: <see cref="LoadResults.ToSuite"/> of the merged report, with how it was merged in its
    /// engine, notes and warnings (<paramref name="warnings"/> first: what <c>--force</c> merged despite).
    /// </summary>
    public static SuiteResult Load(
        LoadReport report, IReadOnlyList<GeneratorRun> generators, IReadOnlyList<string> warnings)
    {
        ArgumentNullException.ThrowIfNull(report);
        ArgumentNullException.ThrowIfNull(generators);
        var suite = LoadResults.ToSuite(report);
        var first = generators[0];
        var spread = MergeChecks.StartSpread(generators);
        return suite with
        {
            Title = Invariant($"Load test, {generators.Count} generators merged"),
            Engine = Invariant($"{generators.Count} HttpLab load generators merged by httplab merge, every ")
                + $"histogram the exact sum of theirs; generator 1: {first.Suite.Engine}",
            Warnings = [.. warnings, .. suite.Warnings, .. spread is null ? [] : new[] { spread },
                .. generators.Where(generator => generator.MissingColumns.Count > 0).Select(Undercounted)],
            Notes = [.. Notes(report, generators), .. GeneratorSettings.RequestNotes(first.Suite.Notes),
                .. suite.Notes ?? []],
            Cases = [suite.Cases[0] with { Name = CaseName(report.Options, first) }],
        };
    }

    /// <summary>Each generator's own case, renamed "generator N", with its run (folder), shard and clock.</summary>
    public static SuiteResult Generators(IReadOnlyList<GeneratorRun> generators)
    {
        ArgumentNullException.ThrowIfNull(generators);
        return new SuiteResult
        {
            Name = GeneratorsSuiteName,
            Title = "Each generator on its own",
            Engine = "each generator's own httplab load, as its results folder has it",
            TargetUrl = generators[0].Suite.TargetUrl,
            Notes =
            [
                .. generators.Select((generator, index) =>
                    Invariant($"generator {index + 1}: {generator.Label}, measured from ")
                    + $"{MergeChecks.Time(generator.Log.StartUtc)} for "
                    + Invariant($"{generator.MeasuredTime.TotalSeconds:0.###} s on ")
                    + Invariant($"{generator.Run.Environment.CpuModel} ({generator.Run.Environment.LogicalCores} ")
                    + $"logical cores), {generator.Run.Environment.Os}."),
            ],
            Cases = [.. generators.Select(Case)],
        };
    }

    private static CaseResult Case(GeneratorRun generator, int index)
    {
        var parameters = new Dictionary<string, ParameterValue>
        {
            ["run"] = ParameterValue.Of(generator.Run.RunId),
        };
        if (generator.Plan.Shard is { } shard)
        {
            parameters["shard"] = ParameterValue.Of(shard.ToString());
        }

        if (generator.Case.Parameters.TryGetValue("clock", out var clock))
        {
            parameters["clock"] = clock;
        }

        return new CaseResult
        {
            Name = Invariant($"generator {index + 1}"),
            Parameters = parameters,
            Metrics = GeneratorMetrics
                .Where(metric => generator.Case.Metrics.ContainsKey(metric.Name))
                .ToDictionary(metric => metric.Name, metric => generator.Metric(metric)),
            Distributions = GeneratorDistributions
                .Where(metric => generator.Case.Distributions.ContainsKey(metric.Name))
                .ToDictionary(metric => metric.Name, metric => generator.Case.Distributions[metric.Name]),
            Warnings = generator.Case.Warnings,
        };
    }

    /// <summary>"OLDER GENERATOR: ... has no generatorJitUs ...": what its CSV lacked, counted as 0.</summary>
    private static string Undercounted(GeneratorRun generator) =>
        $"OLDER GENERATOR: {generator.Label} has no {string.Join(", ", generator.MissingColumns)} in its "
        + $"{LoadFiles.TimeSeries} (an older HttpLab wrote it): the merge counts 0 for it in every second, so the "
        + "merged run's totals of them are too low";

    private static IEnumerable<string> Notes(LoadReport report, IReadOnlyList<GeneratorRun> generators)
    {
        var spread = generators.Max(generator => generator.Log.StartUtc) - report.MeasureStartUtc;
        var shards = generators[0].Plan.Shard is { } shard
            ? Invariant($" (its {shard.Count} shards, each sending one request in {shard.Count} of one schedule)")
            : string.Empty;
        var target = report.TargetRps is { } rps ? Invariant($"target {rps:#,0.###} req/s, ") : string.Empty;
        yield return Invariant($"Merged by httplab merge from {generators.Count} load generators' results ")
            + $"({string.Join(", ", generators.Select(generator => generator.Label))}). Every histogram is the exact "
            + "sum of theirs (their interval logs added interval by interval, HdrHistogram addition bucket by "
            + "bucket; successLatencyUs from their results.json buckets): no percentile is averaged, each is the "
            + Invariant($"one a single generator recording all {report.Latency.TotalCount:#,0} requests would report.");
        yield return "Counts, errors by kind, status codes, bytes and the generators' CPU are summed; so are the "
            + Invariant($"rates ({target}achieved {report.AchievedRps ?? 0:#,0.###} req/s) of the whole run{shards}.");
        yield return "The time series adds the generators' seconds by wall-clock time: a generator's second N is "
            + "second N of the merged run plus the whole seconds (rounded) its measurement began after the earliest, "
            + $"at {MergeChecks.Time(report.MeasureStartUtc)}; theirs began within {MergeChecks.Spread(spread)} of "
            + "each other. Across machines that alignment is only as good as their clocks' synchronisation (NTP, "
            + "PTP); the whole-run histograms and counts do not depend on it.";
        yield return "Each generator's own self-check is kept: the generator- and server-limited reasons above name "
            + "the generator that found them, and the suite generators has each one's numbers.";
    }

    /// <summary>
    /// The merged case's name: the load of the merged options ("open 3000 rps raw") and what the first generator's
    /// case says was sent ("POST /orders", "3 requests"), which its options alone do not keep.
    /// </summary>
    private static string CaseName(LoadOptions merged, GeneratorRun first)
    {
        var path = first.Plan.Options.Url.PathAndQuery;
        var own = LoadCaseName.For(first.Plan.Options);
        var load = own[..^path.Length];
        var sent = first.Case.Name.StartsWith(load, StringComparison.Ordinal) ? first.Case.Name[load.Length..] : path;
        return LoadCaseName.For(merged)[..^path.Length] + sent;
    }
}

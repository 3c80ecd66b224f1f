namespace HttpLab.Results.Findings;

/// <summary>
/// The load study's capacity cases (one per route of a group such as <c>run = capacity p99&lt;10ms</c>) in one
/// sentence per group: each route's capacity, a lower bound or a rate below which it lies said as such.
/// </summary>
internal static class CapacityFindings
{
    private const string RunPrefix = "capacity ";

    /// <summary>
    /// "Capacity at p99&lt;10ms: baseline 2,400.0 req/s; adapter/task at least 1,600.0 req/s; adapter/sync-over-async
    /// below 200.0 req/s."
    /// </summary>
    public static IEnumerable<string?> Of(StudyScope scope) =>
        scope.Cases
            .Where(@case => StudyScope.Metric(@case, MetricCatalog.CapacitySteps) is not null)
            .GroupBy(@case => StudyScope.Text(@case, "run") ?? RunPrefix.Trim(), StringComparer.Ordinal)
            .Select(run =>
            {
                var slo = run.Key.StartsWith(RunPrefix, StringComparison.Ordinal) ? run.Key[RunPrefix.Length..] : null;
                var routes = run.Select(@case => $"{@case.Name} {Capacity(@case)}");
                return scope.Sentence(
                    $"Capacity{(slo is null ? string.Empty : " at " + slo)}: {string.Join("; ", routes)}");
            });

    private static string Capacity(CaseResult @case)
    {
        var capacity = StudyScope.Metric(@case, MetricCatalog.CapacityRps);
        var fail = StudyScope.Metric(@case, MetricCatalog.CapacityFailRps);
        return (capacity, fail) switch
        {
            ({ } rps, _) when StudyScope.Metric(@case, MetricCatalog.CapacityAtLeast) is 1 =>
                "at least " + FindingText.Rate(rps),
            ({ } rps, _) => FindingText.Rate(rps),
            (null, { } first) => "below " + FindingText.Rate(first),
            _ => "unknown",
        };
    }
}

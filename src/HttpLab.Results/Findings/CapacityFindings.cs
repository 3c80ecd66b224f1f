namespace HttpLab.Results.Findings;

/// <summary>
/// The load study's capacity cases (one per route of a group such as <c>run = capacity p99&lt;10ms</c>) in one
/// sentence per group: each route's capacity, a lower bound or a rate below which it lies said as such, and that one
/// search a route does not rank the routes.
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
                var ranked = run.Count(Found) >= 2 ? Unranked : string.Empty;
                return scope.Sentence(
                    $"Capacity{(slo is null ? string.Empty : " at " + slo)}: {string.Join("; ", routes)}{ranked}");
            });

    /// <summary>
    /// Said beside two or more capacities found: a route's capacity moved by 12-37% of its median between repeated
    /// runs on the development machine, more than the routes differed, while each search ends on a bracket of 5%.
    /// </summary>
    private const string Unranked = " (one search a route, which measures no run-to-run spread: rank the routes only "
        + "by a difference a second run repeats)";

    private static bool Found(CaseResult @case) =>
        StudyScope.Metric(@case, MetricCatalog.CapacityRps) is not null
        && StudyScope.Metric(@case, MetricCatalog.CapacityAtLeast) is not 1;

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

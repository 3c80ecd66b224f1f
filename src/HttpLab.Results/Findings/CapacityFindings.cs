namespace HttpLab.Results.Findings;

/// <summary>
/// The load study's capacity cases (one per route of a group such as <c>run = capacity p99&lt;10ms</c>, one per route
/// and launch under <c>--launches</c>) in one sentence per group: each route's capacity in every launch, a lower bound
/// or a rate below which it lies said as such; then which routes rank above which. One search a route ranks none of
/// them: a route's capacity moved by 12-37% of its median between repeated runs on the development machine, more than
/// the routes differed, while each search ends on a bracket of 5%. With launches, a route ranks above another only
/// when its capacity was above the other's in every launch.
/// </summary>
internal static class CapacityFindings
{
    private const string RunPrefix = "capacity ";

    /// <summary>The most rankings a sentence lists.</summary>
    private const int MaxRankings = 6;

    private const string Unranked = " (one search a route, which measures no run-to-run spread: rank the routes only "
        + "by a difference a second run repeats, such as --launches 2 shows)";

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
                var routes = run.GroupBy(@case => @case.Name, StringComparer.Ordinal).ToArray();
                var listed = routes.Select(route => $"{route.Key} {string.Join(" and ", route.Select(Capacity))}");
                var launches = routes.Max(route => route.Count());
                var ranking = launches > 1 ? Ranking(routes, launches)
                    : routes.Count(route => Found(route.First())) >= 2 ? Unranked
                    : string.Empty;
                return scope.Sentence(
                    $"Capacity{(slo is null ? string.Empty : " at " + slo)}: {string.Join("; ", listed)}{ranking}");
            });

    /// <summary>
    /// " (above in each of 2 launches: adapter/task over baseline; the others cannot be told apart)": every pair of
    /// routes whose capacities were found in every launch, where one's lowest is above the other's highest.
    /// </summary>
    private static string Ranking(IReadOnlyList<IGrouping<string, CaseResult>> routes, int launches)
    {
        var found = routes
            .Where(route => route.Count() == launches && route.All(Found))
            .Select(route => (Route: route.Key, Capacities: route.Select(Rps).ToArray()))
            .ToArray();
        var above = (from higher in found
                     from lower in found
                     where higher.Capacities.Min() > lower.Capacities.Max()
                     orderby higher.Capacities.Min() descending, lower.Capacities.Max() descending
                     select $"{higher.Route} over {lower.Route}").ToList();
        if (above.Count == 0)
        {
            return found.Length < 2
                ? string.Empty
                : $" (in {launches} launches, no route's capacity was above another's in every launch: they cannot be "
                    + "told apart)";
        }

        var listed = above.Take(MaxRankings).ToList();
        if (above.Count > MaxRankings)
        {
            listed.Add($"{above.Count - MaxRankings} more");
        }

        var pairs = found.Length * (found.Length - 1) / 2;
        var others = above.Count < pairs ? "; the others cannot be told apart" : string.Empty;
        return $" (above in each of {launches} launches: {string.Join(", ", listed)}{others})";
    }

    private static double Rps(CaseResult @case) => StudyScope.Metric(@case, MetricCatalog.CapacityRps)!.Value;

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

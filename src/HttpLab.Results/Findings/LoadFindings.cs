namespace HttpLab.Results.Findings;

/// <summary>
/// A load run (<c>httplab load</c>, one case) or the load study (a case per route and run): achieved against requested
/// rate, latency percentiles, failed requests, which route stalled, and whether the generator's self-check found it
/// limited.
/// </summary>
internal static class LoadFindings
{
    public static IEnumerable<string?> Of(StudyScope scope)
    {
        var cases = scope.Cases
            .Where(@case => StudyScope.Metric(@case, MetricCatalog.Requests) is not null)
            .ToArray();
        return cases.Length switch
        {
            0 => [],
            1 => LoadRunFindings.Of(scope, cases[0]),
            _ => Several(scope, cases),
        };
    }

    private static IEnumerable<string?> Several(StudyScope scope, IReadOnlyList<CaseResult> cases)
    {
        yield return StallsAndFailures(scope, cases);
        yield return Generator(scope, cases);

        // The number the study is after, so before the rates and latencies at fixed load (only five sentences fit).
        foreach (var capacity in CapacityFindings.Of(scope))
        {
            yield return capacity;
        }

        yield return Rates(scope, cases);
        yield return OpenLatency(scope, cases);
        yield return ClosedThroughput(scope, cases);
    }

    /// <summary>
    /// "No route stalled and no request failed in any run." or which stalled and where requests failed.
    /// </summary>
    private static string? StallsAndFailures(StudyScope scope, IReadOnlyList<CaseResult> cases)
    {
        if (cases.Any(@case => StudyScope.Metric(@case, MetricCatalog.Errors) is null))
        {
            return null;
        }

        var stalled = cases.Where(Stalled).Select(@case => Label(scope, @case)).ToArray();
        var failed = cases.Where(@case => StudyScope.Metric(@case, MetricCatalog.Errors) > 0).ToArray();
        if (stalled.Length == 0 && failed.Length == 0)
        {
            return scope.Sentence("No route stalled and no request failed in any run");
        }

        var stalls = stalled.Length == 0 ? "No route stalled" : $"{FindingText.List(stalled)} stalled";
        if (failed.Length == 0)
        {
            return scope.Sentence($"{stalls}; no request failed");
        }

        var failures = failed
            .Take(4)
            .Select(@case => $"{Label(scope, @case)} {LoadRunFindings.Failures(@case)}")
            .ToList();
        if (failed.Length > 4)
        {
            failures.Add($"{failed.Length - 4} more");
        }

        return scope.Sentence(
            $"{stalls}{(stalled.Length == 0 ? ", but" : ";")} requests failed in {failed.Length} "
            + $"{(failed.Length == 1 ? "run" : "runs")}: {FindingText.List(failures)}");
    }

    /// <summary>
    /// "The load generator kept up in every run (send lateness p99 at most 309 μs, under its 1 ms limit)." or which
    /// runs it may have limited, and why.
    /// </summary>
    private static string? Generator(StudyScope scope, IReadOnlyList<CaseResult> cases)
    {
        var checkedCases = cases
            .Where(@case => StudyScope.Metric(@case, MetricCatalog.GeneratorLimited) is not null)
            .ToArray();
        if (checkedCases.Length == 0)
        {
            return null;
        }

        var limited = checkedCases
            .Where(@case => StudyScope.Metric(@case, MetricCatalog.GeneratorLimited) > 0)
            .ToArray();
        if (limited.Length > 0)
        {
            var reason = LoadRunFindings.Reason(limited[0], LoadRunFindings.GeneratorPrefix);
            return scope.Sentence(
                $"The load generator may have limited {FindingText.List(limited.Select(@case => Label(scope, @case)))}"
                + (reason is null ? string.Empty : $": {reason}"));
        }

        var lateness = cases
            .Where(IsOpen)
            .Select(@case => @case.Distributions.GetValueOrDefault(MetricCatalog.SendLatenessUs.Name))
            .OfType<Distribution>()
            .Where(distribution => distribution.Count > 0)
            .Select(distribution => distribution.P99)
            .DefaultIfEmpty(double.NaN)
            .Max();
        return scope.Sentence("The load generator kept up in every run" + (double.IsNaN(lateness)
            ? string.Empty
            : $" ({LoadRunFindings.Lateness("send lateness p99 at most", lateness)})"));
    }

    /// <summary>
    /// "Every open-model run achieved its requested rate (50.0 req/s and 100.0 req/s) within 1%." or which fell short.
    /// </summary>
    private static string? Rates(StudyScope scope, IReadOnlyList<CaseResult> cases)
    {
        var open = cases.Where(@case => IsOpen(@case)
            && StudyScope.Metric(@case, MetricCatalog.AchievedRps) is not null).ToArray();
        if (open.Length == 0)
        {
            return null;
        }

        var shortfalls = open
            .Where(@case => StudyScope.Metric(@case, MetricCatalog.AchievedRps)
                < LoadRunFindings.RateTolerance * StudyScope.Metric(@case, MetricCatalog.TargetRps))
            .ToArray();
        if (shortfalls.Length == 0)
        {
            var rates = open
                .Select(@case => FindingText.Rate(StudyScope.Metric(@case, MetricCatalog.TargetRps)!.Value))
                .Distinct(StringComparer.Ordinal);
            return scope.Sentence(
                $"Every open-model run achieved its requested rate ({FindingText.List(rates)}) within 1%");
        }

        var fell = shortfalls.Select(@case =>
            $"{Label(scope, @case)} {FindingText.Rate(StudyScope.Metric(@case, MetricCatalog.AchievedRps)!.Value)} "
            + $"of {FindingText.Rate(StudyScope.Metric(@case, MetricCatalog.TargetRps)!.Value)}");
        var others = open.Length - shortfalls.Length;
        return scope.Sentence($"Short of the requested rate: {FindingText.List(fell)}"
            + (others switch
            {
                0 => string.Empty,
                1 => "; the other open-model run achieved its rate within 1%",
                _ => $"; the other {others} open-model runs achieved theirs within 1%",
            }));
    }

    /// <summary>
    /// "Highest p99 latency, every request from its intended send: at open 50 rps adapter/task 8.70 ms (baseline
    /// 4.04 ms); ...".
    /// </summary>
    private static string? OpenLatency(StudyScope scope, IReadOnlyList<CaseResult> cases)
    {
        var clauses = cases
            .Where(@case => IsOpen(@case) && Latency(@case) is not null)
            .GroupBy(@case => Run(scope, @case), StringComparer.Ordinal)
            .Select(run =>
            {
                var worst = run.MaxBy(@case => Latency(@case)!.P99)!;
                var baseline = run.FirstOrDefault(@case => CaseResult.IsBaselineOf(scope.Suite, @case));
                var against = baseline is null || ReferenceEquals(baseline, worst)
                    ? string.Empty
                    : $" ({baseline.Name} {FindingText.Microseconds(Latency(baseline)!.P99)})";
                return $"at {run.Key} {worst.Name} {FindingText.Microseconds(Latency(worst)!.P99)}{against}";
            })
            .ToArray();
        return clauses.Length == 0
            ? null
            : scope.Sentence(
                $"Highest p99 latency, every request from its intended send: {string.Join("; ", clauses)}");
    }

    /// <summary>
    /// "Closed model, at closed 4 connections the most throughput is adapter/task's 23,518.0 req/s, the least ...".
    /// </summary>
    private static string? ClosedThroughput(StudyScope scope, IReadOnlyList<CaseResult> cases)
    {
        var clauses = cases
            .Where(@case => !IsOpen(@case) && StudyScope.Metric(@case, MetricCatalog.AchievedRps) is not null)
            .GroupBy(@case => Run(scope, @case), StringComparer.Ordinal)
            .Where(run => run.Count() > 1)
            .Select(run =>
            {
                var most = run.MaxBy(Achieved)!;
                var least = run.MinBy(Achieved)!;
                var baseline = run.FirstOrDefault(@case => CaseResult.IsBaselineOf(scope.Suite, @case));
                var against = baseline is null || ReferenceEquals(baseline, most) || ReferenceEquals(baseline, least)
                    ? string.Empty
                    : $" ({baseline.Name} {FindingText.Rate(Achieved(baseline))})";
                return $"at {run.Key} the most throughput is {most.Name}'s {FindingText.Rate(Achieved(most))}, "
                    + $"the least {least.Name}'s {FindingText.Rate(Achieved(least))}{against}";
            })
            .ToArray();
        return clauses.Length == 0
            ? null
            : scope.Sentence("Closed model, " + string.Join("; ", clauses));
    }

    private static bool Stalled(CaseResult @case) =>
        @case.Warnings.Any(warning => WarningClassifier.Classify(warning) == WarningKinds.RouteStalled);

    private static bool IsOpen(CaseResult @case) => StudyScope.Metric(@case, MetricCatalog.TargetRps) is not null;

    private static Distribution? Latency(CaseResult @case) =>
        @case.Distributions.GetValueOrDefault(MetricCatalog.LatencyUs.Name) is { Count: > 0 } latency ? latency : null;

    private static double Achieved(CaseResult @case) => StudyScope.Metric(@case, MetricCatalog.AchievedRps)!.Value;

    /// <summary>The run a case belongs to ("open 50 rps"), or the case itself when the study does not say.</summary>
    private static string Run(StudyScope scope, CaseResult @case) =>
        StudyScope.Text(@case, "run") ?? scope.NameOf(@case);

    private static string Label(StudyScope scope, CaseResult @case) =>
        StudyScope.Text(@case, "run") is { } run ? $"{@case.Name} at {run}" : scope.NameOf(@case);
}

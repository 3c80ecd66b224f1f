namespace HttpLab.Results.Findings;

/// <summary>
/// The cancellation study: the overshoot p99 as a share of the deadline, the worst mechanism of each phase, the worst
/// and the tightest case, what did not end in the expected cancellation, and the timer's granularity.
/// </summary>
internal static class CancellationFindings
{
    public static IEnumerable<string?> Of(StudyScope scope)
    {
        var cases = scope.Cases
            .Where(@case => StudyScope.Metric(@case, MetricCatalog.OvershootP99PctOfDeadline) is not null)
            .ToArray();
        var deadline = Deadline(cases);
        yield return WorstPerPhase(scope, cases, deadline);
        if (cases.Length > 0)
        {
            yield return Extreme(scope, cases.MaxBy(P99Percent)!, "The worst", deadline);
            if (cases.Length > 1)
            {
                yield return Extreme(scope, cases.MinBy(P99Percent)!, "The tightest", deadline);
            }
        }

        yield return Outcomes(scope, cases);
        yield return TimerFindings.Of(scope);
    }

    /// <summary>
    /// "Overshoot p99 as a share of the 50 ms deadline, worst mechanism of each phase: headers 12.5% (...), ...".
    /// </summary>
    private static string? WorstPerPhase(StudyScope scope, IReadOnlyList<CaseResult> cases, string deadline)
    {
        var phases = cases
            .Where(@case => StudyScope.Text(@case, "phase") is not null)
            .GroupBy(@case => StudyScope.Text(@case, "phase")!, StringComparer.Ordinal)
            .ToArray();
        if (phases.Length == 0)
        {
            return null;
        }

        var clauses = phases.Select(phase =>
        {
            var worst = phase.MaxBy(P99Percent)!;
            var mechanism = StudyScope.Text(worst, "mechanism") is { } name ? $" ({name})" : string.Empty;
            return $"{phase.Key} {FindingText.Percent(P99Percent(worst))}{mechanism}";
        });
        return scope.Sentence(
            $"Overshoot p99 as a share of {deadline}, worst mechanism of each phase: {FindingText.List(clauses)}");
    }

    /// <summary>
    /// "The worst is headers/httpClientTimeout: p99 overshoot 6.26 ms (12.5% of the 50 ms deadline), median ...".
    /// </summary>
    private static string Extreme(StudyScope scope, CaseResult @case, string which, string deadline)
    {
        var p50 = StudyScope.Metric(@case, MetricCatalog.OvershootP50PctOfDeadline);
        var overshoot = @case.Distributions.GetValueOrDefault(MetricCatalog.OvershootUs.Name) is { Count: > 0 } found
            ? found
            : null;
        var p99Text = overshoot is null
            ? $"p99 overshoot {FindingText.Percent(P99Percent(@case))} of {deadline}"
            : $"p99 overshoot {FindingText.Microseconds(overshoot.P99)} "
                + $"({FindingText.Percent(P99Percent(@case))} of {deadline})";
        var p50Text = (overshoot, p50) switch
        {
            ({ } distribution, { } percent) =>
                $", median {FindingText.Microseconds(distribution.P50)} ({FindingText.Percent(percent)})",
            (null, { } percent) => $", median {FindingText.Percent(percent)}",
            _ => string.Empty,
        };
        return scope.Sentence($"{which} is {scope.NameOf(@case)}: {p99Text}{p50Text}");
    }

    /// <summary>
    /// "All 55 iterations ended in the expected cancellation, and the server saw every abort." or what did not.
    /// </summary>
    private static string? Outcomes(StudyScope scope, IReadOnlyList<CaseResult> cases)
    {
        if (cases.Count == 0 || cases.Any(@case => StudyScope.Metric(@case, MetricCatalog.Cancelled) is null))
        {
            return null;
        }

        var cancelled = cases.Sum(@case => StudyScope.Metric(@case, MetricCatalog.Cancelled)!.Value);
        var problems = new (MetricDefinition Metric, string What)[]
            {
                (MetricCatalog.LateCompletions, "completed although the token had fired"),
                (MetricCatalog.CompletedBeforeDeadline, "completed before the deadline"),
                (MetricCatalog.Errors, "failed with another exception"),
                (MetricCatalog.UnseenAborts, "were cancelled without the server seeing the abort"),
            }
            .Select(problem => (problem.What, Cases: cases
                .Where(@case => StudyScope.Metric(@case, problem.Metric) > 0)
                .Select(@case => (Name: scope.NameOf(@case), Count: StudyScope.Metric(@case, problem.Metric)!.Value))
                .ToArray()))
            .Where(problem => problem.Cases.Length > 0)
            .Select(problem =>
                $"{FindingText.Count(problem.Cases.Sum(entry => entry.Count))} {problem.What} "
                + $"({FindingText.List(problem.Cases.Select(entry => entry.Name))})")
            .ToArray();
        if (problems.Length > 0)
        {
            return scope.Sentence(
                $"{FindingText.Count(cancelled)} iterations ended in the expected cancellation; "
                + FindingText.List(problems));
        }

        var witnessed = cases.All(@case => StudyScope.Metric(@case, MetricCatalog.UnseenAborts) is not null)
            ? ", and the server saw every abort"
            : string.Empty;
        return scope.Sentence($"All {FindingText.Count(cancelled)} iterations ended in the expected cancellation"
            + witnessed);
    }

    private static double P99Percent(CaseResult @case) =>
        StudyScope.Metric(@case, MetricCatalog.OvershootP99PctOfDeadline)!.Value;

    private static string Deadline(IReadOnlyList<CaseResult> cases) =>
        cases.Select(@case => StudyScope.Text(@case, "deadlineMs")).Distinct(StringComparer.Ordinal).ToArray() is
            [{ } milliseconds]
            ? $"the {milliseconds} ms deadline"
            : "the deadline";
}

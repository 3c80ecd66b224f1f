namespace HttpLab.Results.Findings;

/// <summary>
/// The async study: the costliest pattern against its group's baseline with its verdict, which times the statistics
/// call different, how far the sleeps overran an exact timer, the timer's granularity and the sync-over-async burst.
/// </summary>
internal static class AsyncFindings
{
    private const string AwaitingBurst = "burst/await";
    private const string BlockingBurst = "burst/block-on-result";

    public static IEnumerable<string?> Of(StudyScope scope)
    {
        var groups = RatioGroup.Of(scope);
        yield return Costliest(scope, groups);
        yield return MicroFindings.TimeVerdicts(scope, groups);
        yield return OverIdeal(scope);
        yield return TimerFindings.Of(scope);
        yield return Burst(scope);
    }

    /// <summary>
    /// "The costliest pattern against its group's baseline is CancelThroughFrames [frames=10]: 177x
    /// Baseline_ReturnThroughFrames's time (19.5 μs against 110 ns an operation; too few iterations to tell)."
    /// </summary>
    private static string? Costliest(StudyScope scope, IReadOnlyList<RatioGroup> groups)
    {
        var rated = groups
            .SelectMany(group => group.Others.Select(@case => (Group: group, Case: @case)))
            .Where(entry => StudyScope.Metric(entry.Case, MetricCatalog.Ratio) is not null)
            .ToArray();
        if (rated.Length == 0)
        {
            return null;
        }

        var (group, @case) = rated.MaxBy(entry => StudyScope.Metric(entry.Case, MetricCatalog.Ratio));
        var times = StudyScope.Metric(@case, MetricCatalog.MeanNs) is { } mean
            && StudyScope.Metric(group.Baseline, MetricCatalog.MeanNs) is { } baselineMean
                ? $"{FindingText.Duration(mean)} against {FindingText.Duration(baselineMean)} an operation; "
                : string.Empty;
        var verdict = FindingText.Verdict(@case.RatioVerdict) ?? "these results carry no verdict on it";
        return scope.Sentence(
            $"The costliest pattern against its group's baseline is {scope.NameOf(@case)}: "
            + $"{FindingText.Ratio(StudyScope.Metric(@case, MetricCatalog.Ratio)!.Value)} "
            + $"{group.Baseline.Name}'s time ({times}{verdict})");
    }

    /// <summary>
    /// "The largest overrun of an exact timer is TenSequentialDelays: 119 ms for an ideal 100 ms (+19.3 ms); the other
    /// sleeps overran theirs by at most 590 μs."
    /// </summary>
    private static string? OverIdeal(StudyScope scope)
    {
        var sleeps = scope.Cases
            .Where(@case => StudyScope.Metric(@case, MetricCatalog.OverIdealNs) is not null
                && StudyScope.Metric(@case, MetricCatalog.IdealNs) is not null
                && StudyScope.Metric(@case, MetricCatalog.MeanNs) is not null)
            .ToArray();
        if (sleeps.Length == 0)
        {
            return null;
        }

        var worst = sleeps.MaxBy(@case => StudyScope.Metric(@case, MetricCatalog.OverIdealNs))!;
        var text = $"The largest overrun of an exact timer is {scope.NameOf(worst)}: "
            + $"{FindingText.Duration(StudyScope.Metric(worst, MetricCatalog.MeanNs)!.Value)} for an ideal "
            + $"{FindingText.Duration(StudyScope.Metric(worst, MetricCatalog.IdealNs)!.Value)} "
            + $"(+{FindingText.Duration(StudyScope.Metric(worst, MetricCatalog.OverIdealNs)!.Value)})";
        var others = sleeps.Where(@case => !ReferenceEquals(@case, worst)).ToArray();
        if (others.Length > 0)
        {
            var most = FindingText.Duration(
                others.Max(@case => StudyScope.Metric(@case, MetricCatalog.OverIdealNs)!.Value));
            text += others.Length == 1
                ? $"; the other sleep overran its ideal by {most}"
                : $"; the other {others.Length} sleeps overran theirs by at most {most}";
        }

        return scope.Sentence(text);
    }

    /// <summary>
    /// "Blocking 8 callers on .Result drained in 128 ms, the thread pool growing from 8 to 9 threads; awaiting, they
    /// drained in 56.9 ms."
    /// </summary>
    private static string? Burst(StudyScope scope)
    {
        var blocking = scope.Cases.FirstOrDefault(@case => @case.Name == BlockingBurst);
        if (blocking is null || StudyScope.Metric(blocking, MetricCatalog.DrainNs) is not { } drain)
        {
            return null;
        }

        var callers = StudyScope.Text(blocking, "callers") is { } count ? $"{count} callers" : "the callers";
        var pool = (StudyScope.Metric(blocking, MetricCatalog.StartThreads),
                StudyScope.Metric(blocking, MetricCatalog.PeakThreads)) switch
            {
                ({ } start, { } peak) when peak > start =>
                    $", the thread pool growing from {FindingText.Count(start)} to {FindingText.Count(peak)} threads",
                ({ } start, _) => $", the thread pool staying at {FindingText.Count(start)} threads",
                _ => string.Empty,
            };
        var awaiting = scope.Cases.FirstOrDefault(@case => @case.Name == AwaitingBurst) is { } awaited
            && StudyScope.Metric(awaited, MetricCatalog.DrainNs) is { } awaitDrain
                ? $"; awaiting instead, they drained in {FindingText.Duration(awaitDrain)}"
                : string.Empty;
        return scope.Sentence(
            $"Blocking {callers} on .Result drained in {FindingText.Duration(drain)}{pool}{awaiting}");
    }
}

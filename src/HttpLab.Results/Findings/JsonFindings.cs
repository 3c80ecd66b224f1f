namespace HttpLab.Results.Findings;

/// <summary>
/// The JSON study: which pattern allocates least at each payload size and by how much, which times the statistics
/// call different from the baseline's, what the baseline costs from the smallest size to the largest, and which
/// patterns reach Gen2 collections.
/// </summary>
internal static class JsonFindings
{
    public static IEnumerable<string?> Of(StudyScope scope)
    {
        var groups = RatioGroup.Of(scope);
        yield return MicroFindings.LeastAllocation(scope, groups);
        yield return MicroFindings.TimeVerdicts(scope, groups);
        yield return BaselineTime(scope, groups);
        yield return Gen2(scope, groups);
    }

    /// <summary>
    /// "The baseline, GetAsync_ReadAsStringAsync, takes 44.7 μs at size 10 and 3.15 ms at size 10000 an operation on
    /// average."
    /// </summary>
    private static string? BaselineTime(StudyScope scope, IReadOnlyList<RatioGroup> groups)
    {
        var timed = groups
            .Where(group => StudyScope.Metric(group.Baseline, MetricCatalog.MeanNs) is not null)
            .ToArray();
        if (timed.Length == 0
            || timed.Select(group => group.Baseline.Name).Distinct(StringComparer.Ordinal).Count() > 1)
        {
            return null;
        }

        RatioGroup[] ends = timed.Length == 1 ? [timed[0]] : [timed[0], timed[^1]];
        var times = ends.Select(group =>
            FindingText.Duration(StudyScope.Metric(group.Baseline, MetricCatalog.MeanNs)!.Value)
            + (group.Where.Length == 0 ? string.Empty : $" {group.Where}"));
        return scope.Sentence(
            $"The baseline, {timed[0].Baseline.Name}, takes {FindingText.List(times)} an operation on average");
    }

    /// <summary>
    /// "GetAsync_ReadAsStringAsync and GetStringAsync cause Gen2 collections (at size 1000 and size 10000); the other 8
    /// patterns never do.", or "Every pattern but ... causes ..." when fewer never do.
    /// </summary>
    private static string? Gen2(StudyScope scope, IReadOnlyList<RatioGroup> groups)
    {
        var counted = groups
            .SelectMany(group => group.Cases.Select(@case => (Group: group, Case: @case)))
            .Where(entry => StudyScope.Metric(entry.Case, MetricCatalog.Gen2Per1000) is not null)
            .ToArray();
        if (counted.Length == 0)
        {
            return null;
        }

        var names = counted.Select(entry => entry.Case.Name).Distinct(StringComparer.Ordinal).ToArray();
        var collecting = counted
            .Where(entry => StudyScope.Metric(entry.Case, MetricCatalog.Gen2Per1000) > 0)
            .GroupBy(entry => entry.Case.Name, StringComparer.Ordinal)
            .ToArray();
        if (collecting.Length == 0)
        {
            return scope.Sentence("No pattern caused a Gen2 collection");
        }

        var where = collecting
            .SelectMany(byName => byName.Select(entry => entry.Group.Label))
            .Where(label => label.Length > 0)
            .Distinct(StringComparer.Ordinal)
            .ToArray();
        var never = names.Except(collecting.Select(byName => byName.Key), StringComparer.Ordinal).ToArray();
        var at = where.Length == 0 ? string.Empty : $" (at {FindingText.List(where)})";
        if (never.Length == 0)
        {
            return scope.Sentence($"All {names.Length} patterns cause Gen2 collections{at}");
        }

        return scope.Sentence(collecting.Length > never.Length
            ? $"Every pattern but {FindingText.List(never)} causes Gen2 collections{at}"
            : $"{FindingText.List(collecting.Select(byName => byName.Key))} "
                + $"{(collecting.Length == 1 ? "causes" : "cause")} Gen2 collections{at}; "
                + (never.Length == 1 ? "the other pattern never does" : $"the other {never.Length} patterns never do"));
    }
}

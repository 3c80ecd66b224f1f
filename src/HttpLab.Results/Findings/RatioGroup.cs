namespace HttpLab.Results.Findings;

/// <summary>
/// A baseline and the cases whose ratios divide by it, the baseline first, in the study's order; and how a sentence
/// names the group among the others (<see cref="Label"/>: "size 10", "concurrency 16").
/// </summary>
internal sealed record RatioGroup(CaseResult Baseline, IReadOnlyList<CaseResult> Cases, string Label)
{
    /// <summary>
    /// Where a case of this group is, for a sentence: "at size 10", "in group sleeps"; empty when the group is the
    /// study's only one.
    /// </summary>
    public string Where => Label.Length == 0
        ? string.Empty
        : Label.StartsWith("group ", StringComparison.Ordinal) ? $"in {Label}" : $"at {Label}";

    /// <summary>The cases other than the baseline.</summary>
    public IEnumerable<CaseResult> Others => Cases.Where(@case => !ReferenceEquals(@case, Baseline));

    /// <summary>Every group of the scope that has a baseline, in the order their baselines appear.</summary>
    public static IReadOnlyList<RatioGroup> Of(StudyScope scope, Func<CaseResult, bool>? include = null)
    {
        var cases = scope.Cases.Where(include ?? (_ => true)).ToArray();
        var groups = new List<(CaseResult Baseline, List<CaseResult> Cases)>();
        foreach (var @case in cases)
        {
            var baseline = scope.BaselineOf(@case) ?? (CaseResult.IsBaselineOf(scope.Suite, @case) ? @case : null);
            if (baseline is null)
            {
                continue;
            }

            var group = groups.FirstOrDefault(candidate => ReferenceEquals(candidate.Baseline, baseline));
            if (group.Cases is null)
            {
                group = (baseline, []);
                groups.Add(group);
            }

            group.Cases.Add(@case);
        }

        var varying = groups
            .SelectMany(group => group.Baseline.Parameters.Keys)
            .Distinct(StringComparer.Ordinal)
            .Where(name => groups
                .Select(group => StudyScope.Text(group.Baseline, name))
                .Distinct(StringComparer.Ordinal)
                .Skip(1)
                .Any())
            .ToArray();
        return groups
            .Select(group => new RatioGroup(
                group.Baseline,
                [group.Baseline, .. group.Cases.Where(@case => !ReferenceEquals(@case, group.Baseline))],
                string.Join(", ", varying
                    .Where(group.Baseline.Parameters.ContainsKey)
                    .Select(name => $"{name} {group.Baseline.Parameters[name]}"))))
            .ToArray();
    }
}

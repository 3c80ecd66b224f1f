namespace HttpLab.Results.Findings;

/// <summary>
/// What the micro-benchmark studies (json, clients, async, and any other with ratios to a baseline) share: which case
/// allocates least in each group and by how much, and which times the statistics call different from the baseline's.
/// Allocation is counted exactly, so the least is stated as measured; a time difference is stated only where the
/// case's <see cref="CaseResult.RatioVerdict"/> calls it real (faster or slower).
/// </summary>
internal static class MicroFindings
{
    private const int ListedCases = 4;

    // BenchmarkDotNet's allocation per operation is a total over many operations divided by their count, so two
    // patterns a few bytes apart in megabytes allocate alike: the least is named with how many come within this share.
    private const double CloseAllocation = 0.01;

    /// <summary>
    /// "GetStreamAsync allocates least at size 10 (4.77 KB an operation, 0.64x the baseline's 7.43 KB); ..." for every
    /// group where at least two cases have an allocation; null when none has.
    /// </summary>
    public static string? LeastAllocation(StudyScope scope, IReadOnlyList<RatioGroup> groups)
    {
        var winners = new List<(string Name, RatioGroup Group, CaseResult Least, int Close)>();
        foreach (var group in groups)
        {
            var allocating = group.Cases
                .Where(@case => StudyScope.Metric(@case, MetricCatalog.AllocatedBytesPerOp) is not null)
                .ToArray();
            if (allocating.Length < 2)
            {
                continue;
            }

            var least = allocating.MinBy(@case => StudyScope.Metric(@case, MetricCatalog.AllocatedBytesPerOp))!;
            var bytes = StudyScope.Metric(least, MetricCatalog.AllocatedBytesPerOp)!.Value;
            var close = allocating.Count(@case => !ReferenceEquals(@case, least)
                && StudyScope.Metric(@case, MetricCatalog.AllocatedBytesPerOp) <= bytes * (1 + CloseAllocation));
            winners.Add((least.Name, group, least, close));
        }

        if (winners.Count == 0)
        {
            return null;
        }

        var clauses = winners
            .GroupBy(winner => winner.Name, StringComparer.Ordinal)
            .Select((byName, index) =>
            {
                var entries = byName.ToArray();
                var where = FindingText.List(entries.Select(entry => Where(entry.Group, entry.Least, entry.Close)));
                var subject = index == 0 ? $"{byName.Key} allocates least" : byName.Key;
                return ReferenceEquals(entries[0].Least, entries[0].Group.Baseline)
                    ? $"{subject} (the baseline){Space(where)}"
                    : $"{subject}{Space(where)}";
            });
        return scope.Sentence(string.Join("; ", clauses));
    }

    /// <summary>
    /// The cases the statistics call faster or slower than their baseline, with their ratios, and how many show no
    /// difference or had too few iterations to tell; null when no case has a verdict (results from before verdicts were
    /// kept, or a study without iterations).
    /// </summary>
    /// <param name="scope">The study.</param>
    /// <param name="groups">The groups to judge.</param>
    /// <param name="among">
    /// What the groups are, when they are not all the study's: "Among the HttpClient variants".
    /// </param>
    public static string? TimeVerdicts(StudyScope scope, IReadOnlyList<RatioGroup> groups, string? among = null)
    {
        var judged = groups
            .SelectMany(group => group.Others.Select(@case => (Group: group, Case: @case)))
            .Where(entry => entry.Case.RatioVerdict is not null)
            .ToArray();
        if (judged.Length == 0)
        {
            return null;
        }

        var baseline = scope.Suite.Baseline ?? "their group's baseline";
        var faster = judged.Where(entry => entry.Case.RatioVerdict == "faster").ToArray();
        var slower = judged.Where(entry => entry.Case.RatioVerdict == "slower").ToArray();
        var unknown = judged.Count(entry => entry.Case.RatioVerdict == "unknown");
        var withheld = judged.Count(entry => entry.Case.RatioVerdict == "withheld");
        var withheldText = withheld == 0
            ? string.Empty
            : $"; {withheld} verdicts withheld, as their group's A/A control differed (this run's drift)";
        var others = judged.Length - faster.Length - slower.Length - withheld;
        if (withheld == judged.Length)
        {
            return scope.Sentence(Lead(among, $"no verdict on time against {baseline}: every group's A/A control "
                + "differed, so this run's drift was as large as a difference it would report (run again on a quieter "
                + "machine)"));
        }

        if (faster.Length + slower.Length == 0)
        {
            return scope.Sentence(Lead(among, unknown == judged.Length
                ? $"no time difference from {baseline} is shown: every case had too few iterations to tell"
                : $"no case's time differs from {baseline}'s by the statistics ({others} cases show no difference"
                    + (unknown > 0 ? $", {unknown} of them with too few iterations to tell)" : ")")
                    + withheldText));
        }

        var parts = new List<string>();
        if (faster.Length > 0)
        {
            parts.Add($"faster than {baseline}: {Listed(faster, groups.Count)}");
        }

        if (slower.Length > 0)
        {
            parts.Add($"slower{(faster.Length == 0 ? $" than {baseline}" : string.Empty)}: "
                + Listed(slower, groups.Count));
        }

        var rest = (others, unknown) switch
        {
            (0, _) => string.Empty,
            (1, 0) => "; the other one shows no time difference",
            (1, _) => "; the other one had too few iterations to tell",
            _ => $"; the other {others} show no time difference"
                + (unknown > 0 ? $" ({unknown} with too few iterations to tell)" : string.Empty),
        };
        return scope.Sentence(Lead(among, $"by the statistics, {string.Join("; ", parts)}{rest}{withheldText}"));
    }

    private static string Where(RatioGroup group, CaseResult least, int close)
    {
        var others = close switch
        {
            0 => string.Empty,
            1 => "; one other within 1%",
            _ => $"; {close} others within 1%",
        };
        var bytes = StudyScope.Metric(least, MetricCatalog.AllocatedBytesPerOp)!.Value;
        var at = group.Where.Length == 0 ? string.Empty : $"{group.Where} ";
        if (ReferenceEquals(least, group.Baseline))
        {
            return $"{at}({FindingText.Size(bytes)} an operation{others})";
        }

        var baselineBytes = StudyScope.Metric(group.Baseline, MetricCatalog.AllocatedBytesPerOp);
        var against = baselineBytes is >= 1
            ? $", {FindingText.Ratio(bytes / baselineBytes.Value)} the baseline's "
                + FindingText.Size(baselineBytes.Value)
            : string.Empty;
        return $"{at}({FindingText.Size(bytes)} an operation{against}{others})";
    }

    private static string Listed(IReadOnlyList<(RatioGroup Group, CaseResult Case)> entries, int groups)
    {
        var items = entries
            .Take(ListedCases)
            .Select(entry =>
            {
                var ratio = StudyScope.Metric(entry.Case, MetricCatalog.Ratio) is { } value
                    ? $" ({FindingText.Ratio(value)})"
                    : string.Empty;
                var at = groups > 1 && entry.Group.Where.Length > 0 ? $" {entry.Group.Where}" : string.Empty;
                return $"{entry.Case.Name}{at}{ratio}";
            })
            .ToList();
        if (entries.Count > ListedCases)
        {
            items.Add($"{entries.Count - ListedCases} more");
        }

        return FindingText.List(items);
    }

    /// <summary>The clause after its lead, or on its own with a capital.</summary>
    private static string Lead(string? among, string clause) =>
        among is null ? char.ToUpperInvariant(clause[0]) + clause[1..] : $"{among}, {clause}";

    private static string Space(string text) => text.Length == 0 ? string.Empty : " " + text;
}

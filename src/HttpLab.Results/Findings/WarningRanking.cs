using System.Text.RegularExpressions;

namespace HttpLab.Results.Findings;

/// <summary>
/// Every warning of a run (its incomplete reason, each suite's, each case's) classified, merged and ranked: warnings
/// that differ at most in their numbers become one with all their places, as does a load case's reason that its
/// suite's warning already gives in full; the kinds go loudest first, each kind in the order the run gave its warnings.
/// </summary>
internal static partial class WarningRanking
{
    public static IReadOnlyList<RankedWarning> Of(RunResult run)
    {
        var merged = new List<(string Kind, List<WarningPlace> Places)>();
        var byKey = new Dictionary<string, List<WarningPlace>>(StringComparer.Ordinal);
        foreach (var (kind, place) in Places(run))
        {
            if (SuiteWarningGiving(merged, kind, place) is { } suiteWarning)
            {
                suiteWarning.Add(place);
                continue;
            }

            var key = kind + "\n" + Numbers().Replace(place.Text.Trim(), "#");
            if (!byKey.TryGetValue(key, out var places))
            {
                places = [];
                byKey[key] = places;
                merged.Add((kind, places));
            }

            places.Add(place);
        }

        return merged
            .Select((warning, order) => (warning.Kind, warning.Places, Order: order))
            .OrderBy(warning => Rank(warning.Kind))
            .ThenBy(warning => warning.Order)
            .Select(warning => new RankedWarning(
                warning.Places[0].Suite,
                warning.Places[0].Case,
                WarningKinds.LevelOf(warning.Kind),
                warning.Kind,
                warning.Places[0].Text)
            {
                Places = warning.Places,
                HasVariants = warning.Places.Any(place =>
                    place.Text != warning.Places[0].Text && !IsReason(place, warning.Places[0].Text)),
            })
            .ToArray();
    }

    /// <summary>
    /// The places of the suite warning that already gives a load case's reason ("generatorLimitedReason: send
    /// lateness p99 is 2.137 ms, ..." inside "GENERATOR-LIMITED: the load generator could not keep up, ...: send
    /// lateness p99 is 2.137 ms, ..."); null for any other warning.
    /// </summary>
    private static List<WarningPlace>? SuiteWarningGiving(
        List<(string Kind, List<WarningPlace> Places)> merged, string kind, WarningPlace place) =>
        place.Case is null || Reason(place.Text) is null
            ? null
            : merged
                .Where(warning => warning.Kind == kind && warning.Places[0] is { Case: null } first
                    && first.Suite == place.Suite && IsReason(place, first.Text))
                .Select(warning => warning.Places)
                .FirstOrDefault();

    private static bool IsReason(WarningPlace place, string text) =>
        Reason(place.Text) is { Length: > 0 } reason && text.Contains(reason, StringComparison.Ordinal);

    private static string? Reason(string text) =>
        new[] { LoadRunFindings.GeneratorPrefix, LoadRunFindings.ServerPrefix }
            .FirstOrDefault(prefix => text.StartsWith(prefix, StringComparison.Ordinal)) is { } found
            ? text[found.Length..]
            : null;

    private static IEnumerable<(string Kind, WarningPlace Place)> Places(RunResult run)
    {
        if (!run.Complete)
        {
            yield return (WarningKinds.Incomplete, new WarningPlace(
                null, null, run.IncompleteReason ?? "The run did not complete, and no reason was recorded."));
        }

        foreach (var suite in run.Suites)
        {
            foreach (var warning in suite.Warnings)
            {
                yield return (WarningClassifier.Classify(warning), new WarningPlace(suite.Name, null, warning));
            }

            var labels = CaseNames.Distinguishing(suite.Cases);
            for (var index = 0; index < suite.Cases.Count; index++)
            {
                foreach (var warning in suite.Cases[index].Warnings)
                {
                    yield return (
                        WarningClassifier.Classify(warning), new WarningPlace(suite.Name, labels[index], warning));
                }
            }
        }
    }

    private static int Rank(string kind)
    {
        var rank = WarningKinds.All.ToList().IndexOf(kind);
        return rank < 0 ? WarningKinds.All.Count : rank;
    }

    /// <summary>
    /// A number as warnings write it, "5.765", "12,987", "net10.0"'s "10.0": what two warnings alike may differ in.
    /// </summary>
    [GeneratedRegex(@"\d+(?:[.,]\d+)*")]
    private static partial Regex Numbers();
}

using BenchmarkDotNet.Mathematics;
using HttpLab.Results;

namespace HttpLab.Studies.Engine;

/// <summary>
/// The rounds of one study (<see cref="BenchmarkRounds"/>) as one suite's cases: each case's iterations from every
/// round pooled (<see cref="IterationPool"/>) with the median of each round kept in round order, and each group's
/// baseline carrying its A/A control's round medians. A case a round did not measure (the study failed in it) keeps
/// the rounds it has.
/// </summary>
internal static class RoundPool
{
    public static IReadOnlyList<CaseResult> Pool(IReadOnlyList<RoundCases> rounds)
    {
        ArgumentNullException.ThrowIfNull(rounds);
        var controls = rounds
            .SelectMany(round => round.Controls)
            .GroupBy(IterationPool.Key, StringComparer.Ordinal)
            .ToDictionary(group => group.Key, RoundMedians, StringComparer.Ordinal);
        var pooled = rounds
            .SelectMany(round => round.Cases)
            .GroupBy(IterationPool.Key, StringComparer.Ordinal)
            .Select(sameCase =>
            {
                var cases = sameCase.ToArray();
                return IterationPool.Pooled(cases) with
                {
                    RoundMediansNs = RoundMedians(cases),
                    ControlRoundMediansNs = cases[0].IsBaseline && controls.TryGetValue(sameCase.Key, out var control)
                        ? control
                        : [],
                };
            })
            .ToList();
        return IterationPool.WithRatios(pooled);
    }

    private static double[] RoundMedians(IEnumerable<CaseResult> cases) =>
        [.. cases.Select(@case => new Statistics(@case.IterationsNs).Median)];
}

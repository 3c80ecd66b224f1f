using HttpLab.Results.Formatting;
using static System.FormattableString;

namespace HttpLab.Compare.Reports;

/// <summary>The words and numbers a comparison prints, the same on the console and in compare.md.</summary>
public static class CompareText
{
    /// <summary>
    /// What the test cannot see, said wherever a verdict is shown: measured on this machine, two quick runs of the same
    /// build were called Faster or Slower in about half their cases.
    /// </summary>
    public const string SingleLaunchWarning =
        "Each run's iteration samples come from one process launch, so the test sees the noise within a launch, not "
        + "the drift between launches (machine load, JIT and memory layout, case order): a Faster or Slower verdict "
        + "can be run-to-run noise. Repeat both runs and compare again before believing a difference.";

    /// <summary>
    /// What makes the comparison itself suspect: runs that did not complete, runs from different machines.
    /// </summary>
    public static IEnumerable<string> Warnings(RunComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        return comparison.IncompleteRuns
            .Select(run => $"{run}: the cases it lacks are listed as in one run only.")
            .Concat(comparison.EnvironmentDifferences
                .Select(difference => $"The runs were measured on different machines: {difference}"));
    }

    public static string Rule(ComparisonThresholds thresholds)
    {
        ArgumentNullException.ThrowIfNull(thresholds);
        return Invariant($"threshold {thresholds.Relative:0.##%}, noise floor {thresholds.NoiseNs} ns, ")
            + Invariant($"Mann-Whitney U test, two-sided p < {SampleComparer.Alpha.Value}");
    }

    public static string Nanoseconds(double nanoseconds) =>
        double.IsNaN(nanoseconds) ? "-" : DurationFormat.InFittingUnit(nanoseconds, "0.###");

    public static string Ratio(double ratio) => double.IsNaN(ratio) ? "-" : Invariant($"{ratio:0.000}");

    public static string PValue(double pValue) => double.IsNaN(pValue) ? "-" : Invariant($"{pValue:0.0000}");

    /// <summary>Allocated bytes per operation in both runs: exact numbers, so any change is shown as it is.</summary>
    public static string Allocations(CaseComparison @case)
    {
        ArgumentNullException.ThrowIfNull(@case);
        return (@case.BaseAllocatedBytes, @case.DiffAllocatedBytes) switch
        {
            ({ } before, { } after) when before == after => Invariant($"{after:#,0.#} B (same)"),
            ({ } before, { } after) => Invariant($"{before:#,0.#} B → {after:#,0.#} B"),
            _ => "-",
        };
    }

    /// <summary>"59 cases compared: 57 Same, 2 Slower; geometric mean ratio 1.015".</summary>
    public static string Summary(RunComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        var counts = Enum.GetValues<Verdict>()
            .Select(verdict => (verdict, count: comparison.Cases.Count(@case => @case.Time.Verdict == verdict)))
            .Where(entry => entry.count > 0)
            .Select(entry => $"{entry.count} {entry.verdict}");
        var mean = comparison.GeometricMeanRatio is { } ratio ? Ratio(ratio) : "-";
        return $"{comparison.Cases.Count} cases compared: {string.Join(", ", counts)}; geometric mean ratio {mean}";
    }

    /// <summary>The lists of cases that were not judged, each with its title, skipping empty ones.</summary>
    public static IEnumerable<(string Title, IReadOnlyList<string> Cases)> Unjudged(RunComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        return new (string, IReadOnlyList<string>)[]
            {
                ("Only in base", comparison.OnlyInBase),
                ("Only in diff", comparison.OnlyInDiff),
                ("Not compared (no iteration samples: distribution cases are not compared yet)",
                    comparison.WithoutSamples),
            }
            .Where(list => list.Item2.Count > 0);
    }
}

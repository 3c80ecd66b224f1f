using HttpLab.Results.Formatting;
using static System.FormattableString;

namespace HttpLab.Compare.Reports;

/// <summary>The words and numbers a comparison prints, the same on the console and in compare.md.</summary>
public static class CompareText
{
    /// <summary>
    /// What the test cannot see, said beside a Faster or Slower verdict when a run measured the case in one launch:
    /// measured on this machine, two one-launch quick runs of the same build were called Faster or Slower in a
    /// quarter to a half of their cases.
    /// </summary>
    public const string SingleLaunchWarning =
        "A run's iteration samples come from one process launch, so the test sees the noise within a launch, not "
        + "the drift between launches (machine load, JIT and memory layout, case order): a Faster or Slower verdict "
        + "can be run-to-run noise. Measure both runs with --launches 3 (a difference must then exceed each case's "
        + "launch-to-launch spread) before believing a difference.";

    /// <summary>
    /// What a distribution's interval cannot see, said wherever one is shown: the bootstrap treats a run's values as
    /// independent draws, which latencies measured one after another (and a load run's, queued behind each other) are
    /// not.
    /// </summary>
    public const string IndependenceWarning =
        "Distribution intervals resample each run's recorded values as if they were independent draws from one launch; "
        + "values measured in a row are correlated (a load run's queue most of all), so the true intervals are wider "
        + "and a launch-to-launch drift is not in them. Repeat both runs before believing a difference.";

    /// <summary>
    /// What makes the comparison itself suspect: runs that did not complete, runs from different machines.
    /// </summary>
    public static IEnumerable<string> Warnings(RunComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        return comparison.IncompleteRuns
            .Select(run => $"{run}: the cases it lacks are listed as in one run only.")
            .Concat(comparison.EnvironmentDifferences
                .Select(difference => $"The runs were measured on different machines: {difference}"))
            .Concat(comparison.Distributions.Where(distribution => distribution.Reconstructed).Take(1).Select(_ =>
                "An older results.json kept no histogram: those distributions' values were rebuilt from their "
                + "percentile spectrum (exact at the listed percentiles, spread evenly between them), marked ≈."));
    }

    /// <summary>
    /// What a Faster or Slower verdict cannot see, said beside it: <see cref="SingleLaunchWarning"/> when a
    /// micro-benchmark case has one, <see cref="IndependenceWarning"/> when a distribution has one.
    /// </summary>
    public static IEnumerable<string> DifferenceWarnings(RunComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        if (comparison.Cases.Any(@case =>
                @case.Time.Verdict is Verdict.Faster or Verdict.Slower && !@case.Time.SawLaunchDrift))
        {
            yield return SingleLaunchWarning;
        }

        if (comparison.Distributions.Any(distribution => distribution.Verdict is Verdict.Faster or Verdict.Slower))
        {
            yield return IndependenceWarning;
        }
    }

    /// <summary>The rule for distributions: the interval, the threshold, how verdicts are read.</summary>
    public static string DistributionRule(ComparisonThresholds thresholds)
    {
        ArgumentNullException.ThrowIfNull(thresholds);
        return Invariant($"distributions: {DistributionBootstrap.ConfidenceLevel:0%} percentile-bootstrap interval ")
            + Invariant($"of each ratio (seeded), Slower or Faster when wholly beyond ±{thresholds.Relative:0.##%}, ")
            + "else Same (no difference shown), Unknown with too few values";
    }

    /// <summary>"overshootUs p99" (with ≈ when rebuilt from a spectrum): a distribution row's statistic.</summary>
    public static string Statistic(DistributionComparison distribution, StatisticComparison statistic)
    {
        ArgumentNullException.ThrowIfNull(distribution);
        ArgumentNullException.ThrowIfNull(statistic);
        var approximate = distribution.Reconstructed ? " ≈" : string.Empty;
        return $"{distribution.Metric} {DistributionBootstrap.Name(statistic.Statistic)}{approximate}";
    }

    /// <summary>
    /// Where the values came from: "histogram", "spectrum", or "histogram/spectrum" (base/diff) when the runs differ.
    /// </summary>
    public static string Sources(DistributionComparison distribution)
    {
        ArgumentNullException.ThrowIfNull(distribution);
        var (before, after) = (Source(distribution.BaseSource), Source(distribution.DiffSource));
        return before == after ? before : $"{before}/{after}";
    }

    /// <summary>"histogram" or "spectrum", as compare.json and compare.csv name a source.</summary>
    public static string Source(SampleSource source) => source.ToString().ToLowerInvariant();

    /// <summary>A distribution's value (in microseconds) in its fitting unit.</summary>
    public static string Microseconds(double microseconds) => Nanoseconds(microseconds * 1000);

    /// <summary>"0.981–1.024", or "-" when no interval could be drawn.</summary>
    public static string Interval(StatisticComparison statistic)
    {
        ArgumentNullException.ThrowIfNull(statistic);
        return double.IsNaN(statistic.RatioLow)
            ? "-"
            : $"{Ratio(statistic.RatioLow)}–{Ratio(statistic.RatioHigh)}";
    }

    /// <summary>A verdict with its reason when it has one: "Unknown (too few values: ...)".</summary>
    /// <summary>"Same (within the 18% launch-to-launch spread)": a case's verdict with its reason.</summary>
    public static string Explained(SampleComparison time)
    {
        ArgumentNullException.ThrowIfNull(time);
        return time.Reason is { } reason ? $"{time.Verdict} ({reason})" : time.Verdict.ToString();
    }

    public static string Explained(StatisticComparison statistic)
    {
        ArgumentNullException.ThrowIfNull(statistic);
        return statistic.Reason is { } reason ? $"{statistic.Verdict} ({reason})" : statistic.Verdict.ToString();
    }

    public static string Rule(ComparisonThresholds thresholds)
    {
        ArgumentNullException.ThrowIfNull(thresholds);
        return Invariant($"threshold {thresholds.Relative:0.##%}, noise floor {thresholds.NoiseNs} ns, ")
            + Invariant($"Mann-Whitney U test, two-sided p < {SampleComparer.Alpha.Value}; ")
            + "cases measured in several launches must also differ by more than their launch medians' spread";
    }

    public static string Nanoseconds(double nanoseconds) =>
        double.IsNaN(nanoseconds) ? "-" : DurationFormat.InFittingUnit(nanoseconds, "0.###");

    public static string Ratio(double ratio) => ratio switch
    {
        double.NaN => "-",
        double.PositiveInfinity => "∞",
        _ => Invariant($"{ratio:0.000}"),
    };

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

    /// <summary>
    /// "59 cases compared: 57 Same, 2 Slower; 2 distributions compared: 1 Same, 1 Unknown (8 statistics: 7 Same,
    /// 1 Unknown); geometric mean ratio 1.015", each part only when there is something in it.
    /// </summary>
    public static string Summary(RunComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        var parts = new List<string>();
        if (comparison.Cases.Count > 0 || comparison.Distributions.Count == 0)
        {
            parts.Add($"{comparison.Cases.Count} cases compared: "
                + Counts(comparison.Cases.Select(@case => @case.Time.Verdict)));
        }

        if (comparison.Distributions.Count > 0)
        {
            var statistics = comparison.Distributions.SelectMany(distribution => distribution.Statistics).ToArray();
            parts.Add($"{comparison.Distributions.Count} distributions compared: "
                + Counts(comparison.Distributions.Select(distribution => distribution.Verdict))
                + $" ({statistics.Length} statistics: {Counts(statistics.Select(statistic => statistic.Verdict))})");
        }

        var mean = comparison.GeometricMeanRatio is { } ratio ? Ratio(ratio) : "-";
        return $"{string.Join("; ", parts)}; geometric mean ratio {mean}";
    }

    private static string Counts(IEnumerable<Verdict> verdicts)
    {
        var all = verdicts.ToArray();
        return string.Join(", ", Enum.GetValues<Verdict>()
            .Select(verdict => (verdict, count: all.Count(each => each == verdict)))
            .Where(entry => entry.count > 0)
            .Select(entry => $"{entry.count} {entry.verdict}"));
    }

    /// <summary>The lists of cases that were not judged, each with its title, skipping empty ones.</summary>
    public static IEnumerable<(string Title, IReadOnlyList<string> Cases)> Unjudged(RunComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        return new (string, IReadOnlyList<string>)[]
            {
                ("Only in base", comparison.OnlyInBase),
                ("Only in diff", comparison.OnlyInDiff),
                ("Not compared (no iteration samples, and no distribution that compare judges, in both runs)",
                    comparison.WithoutSamples),
            }
            .Where(list => list.Item2.Count > 0);
    }
}

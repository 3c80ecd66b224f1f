using HttpLab.Results;

namespace HttpLab.Compare;

/// <summary>
/// Two runs compared case by case. Cases are matched by suite, name and parameters. A micro-benchmark case is judged on
/// its iteration samples (<see cref="Cases"/>); a distribution case (cancel, load) on each of its
/// <see cref="DistributionComparison.Compared"/> distributions (<see cref="Distributions"/>). A case in one run only,
/// or with nothing to judge in both, is listed rather than dropped.
/// </summary>
public sealed record RunComparison(
    IReadOnlyList<CaseComparison> Cases,
    IReadOnlyList<DistributionComparison> Distributions,
    IReadOnlyList<string> OnlyInBase,
    IReadOnlyList<string> OnlyInDiff,
    IReadOnlyList<string> WithoutSamples,
    IReadOnlyList<string> EnvironmentDifferences,
    IReadOnlyList<string> IncompleteRuns)
{
    /// <summary>
    /// The geometric mean of the time ratios (diff over base) with a verdict: each micro-benchmark case's ratio of
    /// medians and each distribution's p50 ratio, when its p50 has a verdict; null if none.
    /// </summary>
    public double? GeometricMeanRatio
    {
        get
        {
            var medians = Distributions
                .Select(distribution => distribution.Statistics[0])
                .Where(p50 => p50.Verdict != Verdict.Unknown)
                .Select(p50 => p50.Ratio);
            var ratios = Cases
                .Where(@case => @case.Time.Verdict != Verdict.Unknown)
                .Select(@case => @case.Time.Ratio)
                .Concat(medians)
                .Where(ratio => ratio > 0 && double.IsFinite(ratio))
                .Select(ratio => Math.Log(ratio))
                .ToArray();
            return ratios.Length == 0 ? null : Math.Exp(ratios.Average());
        }
    }

    public static RunComparison Of(RunResult baseRun, RunResult diffRun, ComparisonThresholds thresholds)
    {
        ArgumentNullException.ThrowIfNull(baseRun);
        ArgumentNullException.ThrowIfNull(diffRun);
        var baseCases = Index(baseRun);
        var diffCases = Index(diffRun);
        var compared = new List<CaseComparison>();
        var distributions = new List<DistributionComparison>();
        var withoutSamples = new List<string>();
        foreach (var (key, (suite, baseCase)) in baseCases)
        {
            if (!diffCases.TryGetValue(key, out var diff))
            {
                continue;
            }

            var shared = DistributionComparison.Compared
                .Where(metric => baseCase.Distributions.ContainsKey(metric.Name)
                    && diff.Case.Distributions.ContainsKey(metric.Name))
                .Select(metric => DistributionComparison.Of(
                    suite,
                    Label(baseCase),
                    metric.Name,
                    baseCase.Distributions[metric.Name],
                    diff.Case.Distributions[metric.Name],
                    thresholds))
                .ToArray();
            distributions.AddRange(shared);
            if (baseCase.IterationsNs.Count == 0 || diff.Case.IterationsNs.Count == 0)
            {
                if (shared.Length == 0)
                {
                    withoutSamples.Add(key);
                }

                continue;
            }

            compared.Add(new CaseComparison(
                suite,
                Label(baseCase),
                SampleComparer.Compare(baseCase, diff.Case, thresholds),
                Allocated(baseCase),
                Allocated(diff.Case)));
        }

        return new RunComparison(
            compared,
            distributions,
            baseCases.Keys.Where(key => !diffCases.ContainsKey(key)).ToArray(),
            diffCases.Keys.Where(key => !baseCases.ContainsKey(key)).ToArray(),
            withoutSamples,
            DifferencesBetween(baseRun.Environment, diffRun.Environment),
            new[] { ("base", baseRun), ("diff", diffRun) }
                .Where(run => !run.Item2.Complete)
                .Select(run => $"The {run.Item1} run is incomplete ({run.Item2.IncompleteReason ?? "no reason given"})")
                .ToArray());
    }

    /// <summary>"json/GetStreamAsync [size=10]": how a case is named across runs.</summary>
    public static string Key(SuiteResult suite, CaseResult @case)
    {
        ArgumentNullException.ThrowIfNull(suite);
        return $"{suite.Name}/{Label(@case)}";
    }

    /// <summary>
    /// "GetStreamAsync [size=10]": a case's name and parameters. A <c>url</c> parameter (a load run's) counts by its
    /// path and query only: the target listens on a new port each run, and the same load against another server is
    /// still the same case. A load run's <c>startAt</c> and <c>clock</c> say when and by which clock it ran, not what
    /// it ran, so they do not count.
    /// </summary>
    public static string Label(CaseResult @case)
    {
        ArgumentNullException.ThrowIfNull(@case);
        var parameters = string.Join(", ", @case.Parameters
            .Where(parameter => parameter.Key is not ("startAt" or "clock"))
            .Select(parameter => parameter switch
        {
            { Key: "url", Value.Text: { } text } when Uri.TryCreate(text, UriKind.Absolute, out var url) =>
                $"url={url.PathAndQuery}",
            _ => $"{parameter.Key}={parameter.Value}",
        }));
        return parameters.Length == 0 ? @case.Name : $"{@case.Name} [{parameters}]";
    }

    private static Dictionary<string, (string Suite, CaseResult Case)> Index(RunResult run)
    {
        var index = new Dictionary<string, (string, CaseResult)>(StringComparer.Ordinal);
        foreach (var suite in run.Suites)
        {
            foreach (var @case in suite.Cases)
            {
                index.TryAdd(Key(suite, @case), (suite.Name, @case));
            }
        }

        return index;
    }

    private static double? Allocated(CaseResult @case) =>
        @case.Metrics.TryGetValue(MetricCatalog.AllocatedBytesPerOp.Name, out var bytes) ? bytes : null;

    private static string[] DifferencesBetween(EnvironmentInfo baseEnvironment, EnvironmentInfo diffEnvironment) =>
        new (string Name, string Base, string Diff)[]
            {
                ("CPU", baseEnvironment.CpuModel, diffEnvironment.CpuModel),
                ("cores", $"{baseEnvironment.LogicalCores}", $"{diffEnvironment.LogicalCores}"),
                ("OS", baseEnvironment.Os, diffEnvironment.Os),
                ("runtime", baseEnvironment.RuntimeVersion, diffEnvironment.RuntimeVersion),
            }
            .Where(field => field.Base != field.Diff)
            .Select(field => $"{field.Name}: {field.Base} against {field.Diff}")
            .ToArray();
}

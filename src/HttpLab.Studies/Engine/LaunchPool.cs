using System.Globalization;
using BenchmarkDotNet.Mathematics;
using HttpLab.Results;
using HttpLab.Results.Histograms;

namespace HttpLab.Studies.Engine;

/// <summary>
/// One study measured in several launches (separate processes, alternating the case order) as one suite, pooled as
/// BenchmarkDotNet pools the launches of a job: a micro-benchmark case's iterations from every launch together, its
/// statistics computed again over all of them and its ratios to its group's baseline again from those, with each
/// launch's median kept beside them (a verdict must beat their spread); allocations,
/// collections and the other per-operation counts averaged over the launches. A distribution case (cancel, the timer
/// probe) is pooled the same way: its histograms added, each launch's statistics kept (a verdict must beat their
/// spread), its counts added. A case measured another way (the burst) stays once per launch, with a <c>launch</c>
/// parameter, so the spread between launches shows instead of being averaged away.
/// </summary>
public static class LaunchPool
{
    public const string LaunchParameter = "launch";

    /// <param name="launches">Each launch's suite, in launch order.</param>
    /// <param name="howLaunched">How the launches ran, for the engine line.</param>
    public static SuiteResult Pool(
        IReadOnlyList<SuiteResult> launches, string howLaunched = "each a process of its own")
    {
        ArgumentNullException.ThrowIfNull(launches);
        if (launches.Count == 1)
        {
            return launches[0];
        }

        var first = launches[0];
        var pooled = new List<CaseResult>();
        var measured = launches
            .SelectMany((suite, index) => suite.Cases.Select(@case => (Launch: index + 1, Case: @case)))
            .GroupBy(measurement => IterationPool.Key(measurement.Case), StringComparer.Ordinal);
        foreach (var sameCase in measured)
        {
            var cases = sameCase.Select(measurement => measurement.Case).ToArray();
            if (cases.All(@case => @case.IterationsNs.Count > 0))
            {
                pooled.Add(IterationPool.Pooled(cases) with
                {
                    LaunchMediansNs = [.. cases.Select(@case => new Statistics(@case.IterationsNs).Median)],
                    RoundMediansNs = [.. cases.SelectMany(@case => @case.RoundMediansNs)],
                    ControlRoundMediansNs = [.. cases.SelectMany(@case => @case.ControlRoundMediansNs)],
                });
                continue;
            }

            if (cases.Length == launches.Count && PooledDistributions(cases) is { } distributions)
            {
                pooled.Add(cases[0] with
                {
                    Metrics = PooledMetrics(cases),
                    Distributions = distributions,
                    Warnings = [.. cases.SelectMany(@case => @case.Warnings).Distinct()],
                });
                continue;
            }

            pooled.AddRange(sameCase.Select(measurement => WithLaunch(measurement.Case, measurement.Launch)));
        }

        return first with
        {
            Engine = $"{first.Engine}; {Launches(launches.Count)}, {howLaunched}, alternating declared "
                + "and reversed case order, iterations and histograms pooled",
            Warnings = [.. launches.SelectMany(suite => suite.Warnings).Distinct()],
            Notes = first.Notes,
            Cases = RatioVerdicts.Apply(IterationPool.WithRatios(pooled)),
        };
    }

    /// <summary>
    /// A distribution case's histograms added launch by launch, each launch's statistics kept; null when the launches
    /// do not all have the same distributions with their histograms (then the case stays once per launch).
    /// </summary>
    private static Dictionary<string, Distribution>? PooledDistributions(IReadOnlyList<CaseResult> cases)
    {
        var names = cases[0].Distributions.Keys.ToArray();
        if (names.Length == 0 || cases.Any(@case => !@case.Distributions.Keys.Order().SequenceEqual(names.Order())))
        {
            return null;
        }

        var pooled = new Dictionary<string, Distribution>(StringComparer.Ordinal);
        foreach (var name in names)
        {
            if (HistogramDistributions.Pool([.. cases.Select(@case => @case.Distributions[name])]) is not { } merged)
            {
                return null;
            }

            pooled[name] = merged;
        }

        return pooled;
    }

    /// <summary>
    /// A pooled distribution case's scalar metrics: counts added (cancelled iterations, errors), flags raised when
    /// any launch raised them, everything else averaged.
    /// </summary>
    private static Dictionary<string, double> PooledMetrics(IReadOnlyList<CaseResult> cases) =>
        cases
            .SelectMany(@case => @case.Metrics)
            .GroupBy(metric => metric.Key, StringComparer.Ordinal)
            .ToDictionary(
                metric => metric.Key,
                metric => MetricCatalog.Find(metric.Key)?.Kind switch
                {
                    MetricKind.Count => metric.Sum(value => value.Value),
                    MetricKind.Flag => metric.Max(value => value.Value),
                    _ => metric.Average(value => value.Value),
                },
                StringComparer.Ordinal);

    private static string Launches(int count) => string.Create(CultureInfo.InvariantCulture, $"{count} launches");

    private static CaseResult WithLaunch(CaseResult @case, int launch)
    {
        var parameters = new Dictionary<string, ParameterValue>(@case.Parameters, StringComparer.Ordinal)
        {
            [LaunchParameter] = ParameterValue.Of(launch),
        };
        return @case with { Parameters = parameters };
    }
}

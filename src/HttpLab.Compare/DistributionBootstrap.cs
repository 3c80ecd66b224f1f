using HttpLab.Results;
using static System.FormattableString;

namespace HttpLab.Compare;

/// <summary>
/// Compares one distribution metric of a case from two runs, statistic by statistic (p50, p90, p99, mean), with a
/// percentile bootstrap: each run's recorded values are resampled with replacement, independently, the statistic's
/// ratio (diff over base) is taken of every pair of resamples, and the middle <see cref="ConfidenceLevel"/> of those
/// ratios is its interval. Slower or Faster only when the whole interval lies beyond the threshold, Same otherwise
/// (no difference shown, with the edge it crosses when it is not wholly within the band), Unknown when too few values
/// were recorded for an interval. Perfolizer 0.3.17 has quantile estimators and single-sample quantile
/// intervals but no bootstrap of a ratio between two samples, so the resampling is written here.
/// </summary>
public static class DistributionBootstrap
{
    /// <summary>The share of bootstrap ratios inside the interval.</summary>
    public const double ConfidenceLevel = 0.95;

    /// <summary>Resamples per run; fewer (never under <see cref="MinimumResamples"/>) for very large runs.</summary>
    public const int Resamples = 2000;

    public const int MinimumResamples = 500;

    /// <summary>
    /// The fixed seed of the resampling, mixed with the case's name, so the same two files always get the same
    /// intervals and verdicts, whatever else is compared with them.
    /// </summary>
    public const int Seed = 11;

    /// <summary>
    /// At least this many values must lie beyond a percentile, in each run, for its interval to mean much.
    /// </summary>
    public const int ValuesBeyondPercentile = 5;

    /// <summary>
    /// Values drawn per run beyond which the resamples are reduced, to keep a comparison within seconds.
    /// </summary>
    private const long DrawBudget = 200_000_000;

    public static readonly IReadOnlyList<DistributionStatistic> Statistics =
        [DistributionStatistic.P50, DistributionStatistic.P90, DistributionStatistic.P99, DistributionStatistic.Mean];

    /// <summary>The resamples used for runs of these sizes.</summary>
    public static int ResamplesFor(long baseCount, long diffCount) =>
        (int)Math.Clamp(DrawBudget / Math.Max(1, Math.Max(baseCount, diffCount)), MinimumResamples, Resamples);

    /// <summary>The smallest count in each run for which <paramref name="statistic"/> is judged.</summary>
    public static long MinimumCount(DistributionStatistic statistic) => statistic switch
    {
        DistributionStatistic.P90 => ValuesBeyondPercentile * 10,
        DistributionStatistic.P99 => ValuesBeyondPercentile * 100,
        _ => ValuesBeyondPercentile * 2,
    };

    /// <summary>
    /// The four statistics compared; <paramref name="key"/> (the case and metric) is mixed into the seed.
    /// </summary>
    public static IReadOnlyList<StatisticComparison> Compare(
        Distribution baseDistribution, Distribution diffDistribution, ComparisonThresholds thresholds, string key)
    {
        ArgumentNullException.ThrowIfNull(baseDistribution);
        ArgumentNullException.ThrowIfNull(diffDistribution);
        ArgumentNullException.ThrowIfNull(thresholds);
        ArgumentNullException.ThrowIfNull(key);
        if (thresholds.Problem() is { } problem)
        {
            throw new ArgumentException(problem, nameof(thresholds));
        }

        var baseSamples = DistributionSamples.Of(baseDistribution);
        var diffSamples = DistributionSamples.Of(diffDistribution);
        var intervals = baseSamples is null || diffSamples is null
            ? null
            : Intervals(baseSamples, diffSamples, StableSeed(key));
        return Statistics
            .Select((statistic, index) =>
            {
                var (before, after) = (Recorded(baseDistribution, statistic), Recorded(diffDistribution, statistic));
                var ratio = before > 0 ? after / before : double.NaN;
                var minimum = MinimumCount(statistic);
                string? unknown = (baseSamples, diffSamples) switch
                {
                    (null, _) or (_, null) => "no values recorded in one run",
                    _ when baseDistribution.Count < minimum || diffDistribution.Count < minimum =>
                        Invariant($"too few values: {Name(statistic)} needs {minimum:#,0} in each run, ")
                        + Invariant($"not {baseDistribution.Count:#,0} and {diffDistribution.Count:#,0}"),
                    _ when before <= 0 => "the base value is 0, so there is no ratio",
                    _ => null,
                };
                if (unknown is not null || intervals is null)
                {
                    return new StatisticComparison(
                        statistic, before, after, ratio, double.NaN, double.NaN, Verdict.Unknown, unknown);
                }

                var (low, high) = intervals[index];
                var spread = LaunchSpread(statistic, baseDistribution, diffDistribution);
                var (verdict, reason) = Judge(low, high, thresholds.Relative);
                if (spread > thresholds.Relative)
                {
                    var widened = Judge(low, high, spread);
                    (verdict, reason) = verdict is Verdict.Faster or Verdict.Slower && widened.Verdict == Verdict.Same
                        ? (Verdict.Same, Invariant($"no difference shown: within the {spread:0%} ")
                            + "launch-to-launch spread")
                        : widened;
                }

                return new StatisticComparison(statistic, before, after, ratio, low, high, verdict, reason);
            })
            .ToArray();
    }

    /// <summary>
    /// The larger relative spread, (max - min) / median, of <paramref name="statistic"/> over the launches of either
    /// run that pooled several (<see cref="Distribution.Launches"/>); 0 when neither did. The bootstrap resamples
    /// values as if from one process, so the drift between launches is what a difference between runs must beat.
    /// </summary>
    public static double LaunchSpread(
        DistributionStatistic statistic, Distribution baseDistribution, Distribution diffDistribution)
    {
        ArgumentNullException.ThrowIfNull(baseDistribution);
        ArgumentNullException.ThrowIfNull(diffDistribution);
        return new[] { baseDistribution, diffDistribution }
            .Select(distribution => SampleComparer.LaunchSpread(
                [.. (distribution.Launches ?? []).Select(launch => statistic switch
                {
                    DistributionStatistic.P50 => launch.P50,
                    DistributionStatistic.P90 => launch.P90,
                    DistributionStatistic.P99 => launch.P99,
                    _ => launch.Mean,
                })]))
            .Where(double.IsFinite)
            .DefaultIfEmpty(0)
            .Max();
    }

    /// <summary>"p50", "p90", "p99", "mean": how a statistic is named in every output.</summary>
    public static string Name(DistributionStatistic statistic) => statistic.ToString().ToLowerInvariant();

    /// <summary>
    /// The verdict of an interval of ratios against a relative threshold: Slower or Faster only when the whole interval
    /// lies beyond it, as a micro-benchmark case is Slower or Faster only when the test shows it; Same (no difference
    /// shown) otherwise, with the reason when the interval does not rule a difference out: which edge of the band it
    /// crosses, so that a run compared with itself is Same and a wide interval still says how wide.
    /// </summary>
    public static (Verdict Verdict, string? Reason) Judge(double low, double high, double relative)
    {
        var (faster, slower) = (1 - relative, 1 + relative);
        var band = Invariant($"{relative:0.##%}");
        return (low, high) switch
        {
            _ when low > slower => (Verdict.Slower, null),
            _ when high < faster => (Verdict.Faster, null),
            _ when low >= faster && high <= slower => (Verdict.Same, null),
            _ when low < faster && high > slower =>
                (Verdict.Same, $"no difference shown, none ruled out: the interval is wider than the ±{band} band"),
            _ when high > slower =>
                (Verdict.Same, $"no difference shown, but the interval crosses the +{band} threshold"),
            _ => (Verdict.Same, $"no difference shown, but the interval crosses the -{band} threshold"),
        };
    }

    private static double Recorded(Distribution distribution, DistributionStatistic statistic) => statistic switch
    {
        DistributionStatistic.P50 => distribution.P50,
        DistributionStatistic.P90 => distribution.P90,
        DistributionStatistic.P99 => distribution.P99,
        _ => distribution.Mean,
    };

    /// <summary>The interval of each statistic's ratio, in the order of <see cref="Statistics"/>.</summary>
    private static (double Low, double High)[] Intervals(
        DistributionSamples baseSamples, DistributionSamples diffSamples, int seed)
    {
        var random = new Random(seed);
        var resamples = ResamplesFor(baseSamples.Count, diffSamples.Count);
        var ratios = Statistics.Select(_ => new double[resamples]).ToArray();
        var baseResampler = new Resampler(baseSamples);
        var diffResampler = new Resampler(diffSamples);
        for (var resample = 0; resample < resamples; resample++)
        {
            var baseCounts = baseResampler.Draw(random);
            var diffCounts = diffResampler.Draw(random);
            for (var index = 0; index < Statistics.Count; index++)
            {
                var before = baseSamples.Statistic(Statistics[index], baseCounts, baseSamples.Count);
                var after = diffSamples.Statistic(Statistics[index], diffCounts, diffSamples.Count);
                ratios[index][resample] = before > 0 ? after / before : after > 0 ? double.PositiveInfinity : 1;
            }
        }

        var tail = (1 - ConfidenceLevel) / 2;
        return ratios
            .Select(values =>
            {
                Array.Sort(values);
                var low = values[(int)Math.Floor(tail * (values.Length - 1))];
                var high = values[(int)Math.Ceiling((1 - tail) * (values.Length - 1))];
                return (low, high);
            })
            .ToArray();
    }

    /// <summary>
    /// A seed from the fixed one and the key (FNV-1a), the same in every process and on every runtime.
    /// </summary>
    private static int StableSeed(string key)
    {
        var hash = 2166136261u ^ Seed;
        foreach (var character in key)
        {
            hash = (hash ^ character) * 16777619u;
        }

        return (int)(hash & int.MaxValue);
    }

    /// <summary>
    /// Draws resamples of one run's values: as many values as it recorded, each picked uniformly among them, counted
    /// per distinct value.
    /// </summary>
    private sealed class Resampler
    {
        /// <summary>Up to this many values, a table from rank to distinct value replaces a search per draw.</summary>
        private const long TableLimit = 1 << 24;

        private readonly long[] cumulative;
        private readonly int[]? valueOfRank;
        private readonly long[] counts;
        private readonly long total;

        public Resampler(DistributionSamples samples)
        {
            total = samples.Count;
            counts = new long[samples.Counts.Length];
            cumulative = new long[samples.Counts.Length];
            valueOfRank = total <= TableLimit ? new int[total] : null;
            var seen = 0L;
            for (var index = 0; index < samples.Counts.Length; index++)
            {
                valueOfRank?.AsSpan((int)seen, (int)samples.Counts[index]).Fill(index);
                seen += samples.Counts[index];
                cumulative[index] = seen;
            }
        }

        public long[] Draw(Random random)
        {
            Array.Clear(counts);
            if (valueOfRank is { } table)
            {
                for (var drawn = 0; drawn < table.Length; drawn++)
                {
                    counts[table[random.Next(table.Length)]]++;
                }

                return counts;
            }

            for (var drawn = 0L; drawn < total; drawn++)
            {
                // The distinct value holding rank `pick` (from 0): the first whose cumulative count exceeds it.
                var index = Array.BinarySearch(cumulative, random.NextInt64(total) + 1);
                counts[index < 0 ? ~index : index]++;
            }

            return counts;
        }
    }
}

using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace HttpLab.Compare;

/// <summary>
/// A case's time against a baseline's, estimated from rounds: the ratio, a confidence interval on the logarithms of the
/// round medians (paired: Wilcoxon signed-rank; unpaired: Mann-Whitney), and the smallest difference the rounds could
/// have shown (<see cref="Detectable"/>).
/// The round, not the iteration, is the unit: iterations in one stretch of time share whatever the machine was doing
/// then, so only rounds spread over a run say how far a time moves on its own. <see cref="Paired"/> takes rounds in
/// which both were measured close together (a case and its group's baseline in one run): drift that moves both alike
/// cancels in each round's ratio. <see cref="Unpaired"/> takes rounds of two separate runs (two runtimes, two runs
/// compared), where nothing cancels and each run's round-to-round spread counts in full.
/// </summary>
/// <param name="Ratio">The Hodges-Lehmann estimate: paired, of the per-round ratios; unpaired, of the ratio between
/// every round of one run and every round of the other. Above 1 is slower than the baseline.</param>
/// <param name="Low">The lower end of the <see cref="Confidence"/> interval of <paramref name="Ratio"/>.</param>
/// <param name="High">The upper end of the interval.</param>
/// <param name="Detectable">
/// The smallest relative difference (0.08: 8%) these rounds would call real in <see cref="Power"/> of runs: how
/// small a difference a "same" rules out.
/// </param>
/// <param name="Rounds">How many rounds the ratio comes from (the fewer of the two runs', unpaired).</param>
public sealed record RoundRatio(double Ratio, double Low, double High, double Detectable, int Rounds)
{
    /// <summary>The confidence of <see cref="Low"/> and <see cref="High"/>, two-sided.</summary>
    public const double Confidence = 0.95;

    /// <summary>The share of runs in which a difference of <see cref="Detectable"/> is called real.</summary>
    public const double Power = 0.8;

    /// <summary>
    /// The two-sided p-value of the ratio's difference from 1, exact (paired: signed-rank; unpaired: rank-sum).
    /// </summary>
    public double PValue { get; init; } = double.NaN;

    /// <summary>
    /// The fewest rounds of each run an unpaired ratio is judged from: with three against three, no rank-sum interval
    /// reaches 95% (with four, it is the span of the sixteen shifts: every round of one run must be above every round
    /// of the other).
    /// </summary>
    public const int MinRounds = 4;

    /// <summary>
    /// The fewest rounds a paired ratio is judged from: with fewer, no signed-rank interval reaches 95% (with 6, it
    /// is the span of the six rounds' ratios: every round must agree).
    /// </summary>
    public const int MinPairedRounds = 6;

    /// <summary>
    /// The paired ratio of <paramref name="caseRoundsNs"/> to <paramref name="baselineRoundsNs"/>, round by round: the
    /// Hodges-Lehmann estimate of the per-round log ratios with its exact Wilcoxon signed-rank interval, so a round
    /// that stalled moves neither much (a mean and a t interval followed such a round by 8%); null when they differ in
    /// length, have fewer than <see cref="MinPairedRounds"/> rounds, or any round is not a positive time.
    /// </summary>
    public static RoundRatio? Paired(IReadOnlyList<double> baselineRoundsNs, IReadOnlyList<double> caseRoundsNs)
    {
        if (LogRatios(baselineRoundsNs, caseRoundsNs) is not { Length: >= MinPairedRounds } logRatios)
        {
            return null;
        }

        var rounds = logRatios.Length;
        var walsh = SignedRank.WalshAverages(logRatios);
        var center = SignedRank.Median(walsh);
        var critical = SignedRank.CriticalCount(rounds, (1 - Confidence) / 2);
        var (low, high) = (walsh[critical], walsh[walsh.Length - 1 - critical]);
        // As far from the estimate as the interval reaches, and a margin that makes it 4 runs in 5 rather than 1 in 2.
        var mean = logRatios.Average();
        var powerMargin = new StudentDistribution(rounds - 1).Quantile(Power)
            * Math.Sqrt(Variance(logRatios, mean) / rounds);
        var detectable = Math.Exp(Math.Max(center - low, high - center) + powerMargin) - 1;
        return new RoundRatio(Math.Exp(center), Math.Exp(low), Math.Exp(high), detectable, rounds)
        {
            PValue = SignedRank.PValue(logRatios),
        };
    }

    /// <summary>
    /// The Hodges-Lehmann ratio of a few rounds alone, without an interval (each launch's ratio, for their spread);
    /// NaN when the rounds do not pair or any is not a positive time.
    /// </summary>
    public static double PairedRatio(IReadOnlyList<double> baselineRoundsNs, IReadOnlyList<double> caseRoundsNs) =>
        LogRatios(baselineRoundsNs, caseRoundsNs) is { Length: > 0 } logRatios
            ? Math.Exp(SignedRank.Median(SignedRank.WalshAverages(logRatios)))
            : double.NaN;

    private static double[]? LogRatios(IReadOnlyList<double> baselineRoundsNs, IReadOnlyList<double> caseRoundsNs)
    {
        ArgumentNullException.ThrowIfNull(baselineRoundsNs);
        ArgumentNullException.ThrowIfNull(caseRoundsNs);
        return baselineRoundsNs.Count != caseRoundsNs.Count
            || baselineRoundsNs.Concat(caseRoundsNs).Any(value => !(value > 0) || !double.IsFinite(value))
                ? null
                : [.. baselineRoundsNs.Zip(caseRoundsNs, (baseline, @case) => Math.Log(@case / baseline))];
    }

    /// <summary>
    /// The ratio of <paramref name="diffRoundsNs"/> to <paramref name="baseRoundsNs"/>, two separate runs' rounds: the
    /// Hodges-Lehmann shift of their logarithms (the median of every round of one against every round of the other)
    /// with its exact Mann-Whitney interval, so one stalled round moves neither much; null when either has fewer than
    /// <see cref="MinRounds"/> rounds or a round that is not a positive time.
    /// </summary>
    public static RoundRatio? Unpaired(IReadOnlyList<double> baseRoundsNs, IReadOnlyList<double> diffRoundsNs)
    {
        ArgumentNullException.ThrowIfNull(baseRoundsNs);
        ArgumentNullException.ThrowIfNull(diffRoundsNs);
        if (baseRoundsNs.Count < MinRounds
            || diffRoundsNs.Count < MinRounds
            || baseRoundsNs.Concat(diffRoundsNs).Any(value => !(value > 0) || !double.IsFinite(value)))
        {
            return null;
        }

        var baseLogs = baseRoundsNs.Select(value => Math.Log(value)).ToArray();
        var diffLogs = diffRoundsNs.Select(value => Math.Log(value)).ToArray();
        var shifts = RankSum.Shifts(baseLogs, diffLogs);
        var center = SignedRank.Median(shifts);
        var critical = RankSum.CriticalCount(baseLogs.Length, diffLogs.Length, (1 - Confidence) / 2);
        var (low, high) = (shifts[critical], shifts[shifts.Length - 1 - critical]);
        var baseShare = Variance(baseLogs, baseLogs.Average()) / baseLogs.Length;
        var diffShare = Variance(diffLogs, diffLogs.Average()) / diffLogs.Length;
        var shares = baseShare + diffShare;
        // Welch-Satterthwaite, for the power margin only; two sets without any spread get the smaller set's freedom.
        var freedom = shares > 0
            ? shares * shares / ((baseShare * baseShare / (baseLogs.Length - 1))
                + (diffShare * diffShare / (diffLogs.Length - 1)))
            : Math.Min(baseLogs.Length, diffLogs.Length) - 1;
        // As in Paired: as far as the interval reaches, and a margin that makes it 4 runs in 5 rather than 1 in 2.
        var powerMargin = new StudentDistribution(freedom).Quantile(Power) * Math.Sqrt(shares);
        var detectable = Math.Exp(Math.Max(center - low, high - center) + powerMargin) - 1;
        return new RoundRatio(
            Math.Exp(center), Math.Exp(low), Math.Exp(high), detectable, Math.Min(baseLogs.Length, diffLogs.Length))
        {
            PValue = RankSum.PValue(shifts, baseLogs.Length, diffLogs.Length),
        };
    }

    private static double Variance(double[] values, double mean) =>
        values.Sum(value => (value - mean) * (value - mean)) / (values.Length - 1);

    /// <summary>
    /// What the rounds say: Slower or Faster when the whole interval is on one side of 1 and the ratio is beyond
    /// <paramref name="thresholds"/>' relative threshold and noise floor (<paramref name="baselineNs"/> is the
    /// baseline's time the floor applies to); Same otherwise.
    /// </summary>
    public Verdict Judge(ComparisonThresholds thresholds, double baselineNs)
    {
        ArgumentNullException.ThrowIfNull(thresholds);
        var beyondThreshold = Math.Abs(Ratio - 1) > thresholds.Relative
            && Math.Abs(Ratio - 1) * baselineNs >= thresholds.NoiseNs;
        return (beyondThreshold, Low > 1, High < 1) switch
        {
            (true, true, _) => Verdict.Slower,
            (true, _, true) => Verdict.Faster,
            _ => Verdict.Same,
        };
    }
}

namespace HttpLab.Compare;

/// <summary>
/// One case's two sample sets compared: the verdict, the medians it was judged on, their ratio (the second run's
/// median over the first's: above 1 is slower), the two-sided Mann-Whitney p-value, and the launch-to-launch spread
/// the difference had to exceed (<see cref="LaunchSpread"/>).
/// </summary>
public sealed record SampleComparison(
    Verdict Verdict, double BaseMedianNs, double DiffMedianNs, double Ratio, double PValue)
{
    /// <summary>
    /// The larger relative spread, (max - min) / median, of the launch medians of either run that pooled several
    /// launches; NaN when neither did. A difference within it is Same however significant the pooled test.
    /// </summary>
    public double LaunchSpread { get; init; } = double.NaN;

    /// <summary>
    /// When the two runs were measured in rounds: the ratio of their round medians with its interval, which the
    /// verdict was judged on (<see cref="Ratio"/> is then its ratio); null otherwise.
    /// </summary>
    public RoundRatio? Rounds { get; init; }

    /// <summary>Whether both runs pooled several launches, so the verdict saw the drift between launches.</summary>
    public bool SawLaunchDrift { get; init; }

    /// <summary>
    /// Why a difference beyond the threshold and significant within the runs is still Same ("within the 18%
    /// launch-to-launch spread"), or null.
    /// </summary>
    public string? Reason { get; init; }
}

namespace HttpLab.Compare;

/// <summary>
/// One case's two sample sets compared: the verdict, the medians it was judged on, their ratio (the second run's
/// median over the first's: above 1 is slower) and the two-sided Mann-Whitney p-value.
/// </summary>
public sealed record SampleComparison(
    Verdict Verdict, double BaseMedianNs, double DiffMedianNs, double Ratio, double PValue);

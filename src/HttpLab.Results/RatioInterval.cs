namespace HttpLab.Results;

/// <summary>
/// A case's time ratio to its group's baseline as the rounds estimate it (the Hodges-Lehmann estimate of the
/// per-round ratios) with its 95% confidence interval, and the smallest relative difference the rounds would show in
/// 80% of runs (<see cref="Detectable"/>: 0.08 is 8%), which is how small a difference a <c>same</c> rules out.
/// </summary>
public sealed record RatioInterval(double Ratio, double Low, double High, double Detectable, int Rounds);

using System.Globalization;

namespace HttpLab.Results.Charts;

/// <summary>
/// HdrHistogram's percentile axis: logarithmic in 1/(1 − percentile), so each "nine" gets the same room (0%, 90%, 99%,
/// 99.9%...). It runs to the first nine beyond the highest percentile below 100% that a spectrum has; the 100% point,
/// infinitely far on this scale, is drawn at the axis' end.
/// </summary>
internal sealed class PercentileSpectrumAxis : IChartAxis
{
    private const int MaxNines = 6;

    private readonly int nines;

    public PercentileSpectrumAxis(IEnumerable<double> percentiles)
    {
        var highest = percentiles.Where(percentile => percentile < 100).DefaultIfEmpty(99).Max();
        nines = Math.Clamp((int)Math.Ceiling(Nines(highest) - 1e-9), 1, MaxNines);
    }

    public string Title => "percentile (log scale of 1/(1 − p))";

    public IReadOnlyList<AxisTick> Ticks =>
        Enumerable.Range(0, nines + 1)
            .Select(nine => new AxisTick((double)nine / nines, (100 * (1 - Math.Pow(10, -nine))).ToString("0.####", CultureInfo.InvariantCulture) + "%"))
            .ToArray();

    public double Fraction(double value) => value >= 100 ? 1 : Math.Clamp(Nines(value) / nines, 0, 1);

    /// <summary>How many nines a percentile has: 0 for 0%, 1 for 90%, 3 for 99.9%.</summary>
    private static double Nines(double percentile) => -Math.Log10(1 - (Math.Max(percentile, 0) / 100));
}

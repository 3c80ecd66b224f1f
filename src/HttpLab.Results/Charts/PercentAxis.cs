namespace HttpLab.Results.Charts;

/// <summary>The percentile axis of a cumulative distribution: linear, 0% to 100% in steps of 20.</summary>
internal sealed class PercentAxis : IChartAxis
{
    public string Title => "percentile";

    public IReadOnlyList<AxisTick> Ticks { get; } =
        Enumerable.Range(0, 6).Select(index => new AxisTick(index / 5.0, $"{index * 20}%")).ToArray();

    public double Fraction(double value) => Math.Clamp(value / 100, 0, 1);
}

namespace HttpLab.Results.Charts;

/// <summary>A linear time axis in seconds from 0, with nice ticks, for time series.</summary>
internal sealed class SecondsAxis(double maxSeconds) : IChartAxis
{
    private readonly NiceAxis axis = NiceAxis.From(Math.Max(maxSeconds, 1));

    public string Title => "seconds since measuring started";

    public IReadOnlyList<AxisTick> Ticks => axis.Ticks.Select(tick => new AxisTick(axis.Fraction(tick), axis.Label(tick))).ToArray();

    public double Fraction(double value) => axis.Fraction(value);
}

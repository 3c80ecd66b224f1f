using HttpLab.Results.Formatting;

namespace HttpLab.Results.Charts;

/// <summary>A linear duration axis with nice ticks, in the unit it is given.</summary>
internal sealed class LinearTimeAxis : IChartAxis
{
    private readonly TimeUnit unit;
    private readonly NiceAxis axis;

    public LinearTimeAxis(double minMicroseconds, double maxMicroseconds, TimeUnit unit)
    {
        var (min, max) = (minMicroseconds * TimeAxis.NanosecondsPerMicrosecond, maxMicroseconds * TimeAxis.NanosecondsPerMicrosecond);
        this.unit = unit;
        axis = NiceAxis.Spanning(unit.Convert(min), unit.Convert(max));
    }

    public string Title => unit.Symbol;

    public IReadOnlyList<AxisTick> Ticks => axis.Ticks.Select(tick => new AxisTick(axis.Fraction(tick), axis.Label(tick))).ToArray();

    public double Fraction(double value) => axis.Fraction(unit.Convert(value * TimeAxis.NanosecondsPerMicrosecond));
}

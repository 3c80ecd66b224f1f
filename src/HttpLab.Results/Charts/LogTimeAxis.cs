namespace HttpLab.Results.Charts;

/// <summary>
/// A logarithmic duration axis over whole decades: a labelled gridline at each power of ten, each in its own unit
/// (100 μs, 1 ms, 10 ms), and unlabelled ones at 2 to 9 times it so a reader can still interpolate.
/// </summary>
internal sealed class LogTimeAxis : IChartAxis
{
    private readonly int lowDecade;
    private readonly int highDecade;

    public LogTimeAxis(double minMicroseconds, double maxMicroseconds)
    {
        lowDecade = (int)Math.Floor(Math.Log10(minMicroseconds * TimeAxis.NanosecondsPerMicrosecond) + 1e-9);
        highDecade = Math.Max(lowDecade + 1, (int)Math.Ceiling(Math.Log10(maxMicroseconds * TimeAxis.NanosecondsPerMicrosecond) - 1e-9));
    }

    public string Title => "log scale";

    public IReadOnlyList<AxisTick> Ticks
    {
        get
        {
            var ticks = new List<AxisTick>();
            for (var decade = lowDecade; decade <= highDecade; decade++)
            {
                var power = Math.Pow(10, decade);
                ticks.Add(new AxisTick(FractionOfNanoseconds(power), TimeAxis.Label(power)));
                for (var multiple = 2; multiple <= 9 && decade < highDecade; multiple++)
                {
                    ticks.Add(new AxisTick(FractionOfNanoseconds(multiple * power), string.Empty));
                }
            }

            return ticks;
        }
    }

    public double Fraction(double value) =>
        value > 0 ? FractionOfNanoseconds(value * TimeAxis.NanosecondsPerMicrosecond) : 0;

    private double FractionOfNanoseconds(double nanoseconds) =>
        Math.Clamp((Math.Log10(nanoseconds) - lowDecade) / (highDecade - lowDecade), 0, 1);
}

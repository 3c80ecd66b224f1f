using HttpLab.Results.Formatting;
using OxyPlot;
using OxyPlot.Axes;

namespace HttpLab.Results.Charts;

/// <summary>
/// Axes for durations, which every distribution metric holds in microseconds: linear from 0 in the report table's
/// unit, so lengths compare honestly, unless the values span more than three decades: then a linear axis would squeeze
/// all but the slowest values into its first pixels, and a logarithmic one (labels "1 μs", "1 ms", each in its own
/// unit) shows them all. <see cref="Plot"/> turns a value in microseconds into the axis' coordinate.
/// </summary>
internal sealed class TimeAxes
{
    public const string LogTitle = "log scale";
    private const double NanosecondsPerMicrosecond = 1_000;

    private TimeAxes(Axis axis, Func<double, double> plot)
    {
        Axis = axis;
        Plot = plot;
    }

    public Axis Axis { get; }

    public Func<double, double> Plot { get; }

    public static TimeAxes For(
        IReadOnlyCollection<double> microseconds, TimeUnit linearUnit, bool allowLog, AxisPosition position)
    {
        var finite = microseconds.Where(double.IsFinite).ToArray();
        if (allowLog && finite.Length > 0 && finite.Min() > 0 && finite.Max() / finite.Min() > 1_000)
        {
            var log = new LogarithmicAxis
            {
                Position = position,
                Title = LogTitle,
                Minimum = Math.Pow(10, Math.Floor(Math.Log10(finite.Min() * NanosecondsPerMicrosecond) + 1e-9)),
                Maximum = Math.Pow(10, Math.Ceiling(Math.Log10(finite.Max() * NanosecondsPerMicrosecond) - 1e-9)),
                LabelFormatter = Label,
            };
            Grid(log);
            return new TimeAxes(log, value => value * NanosecondsPerMicrosecond);
        }

        var linear = new LinearAxis
        {
            Position = position,
            Title = linearUnit.Symbol,
            Minimum = Math.Min(0, finite.DefaultIfEmpty(0).Min() * NanosecondsPerMicrosecond / linearUnit.Nanoseconds),
            MaximumPadding = 0.05,
            StringFormat = "#,0.###",
        };
        Grid(linear);
        return new TimeAxes(linear, value => value * NanosecondsPerMicrosecond / linearUnit.Nanoseconds);
    }

    /// <summary>Major and minor gridlines in the house colours.</summary>
    public static void Grid(Axis axis)
    {
        axis.MajorGridlineStyle = LineStyle.Solid;
        axis.MajorGridlineColor = ChartTheme.Grid;
        axis.MinorGridlineStyle = LineStyle.Solid;
        axis.MinorGridlineColor = ChartTheme.MinorGrid;
        axis.TitleFontSize = ChartTheme.SmallSize;
        axis.TitleColor = ChartTheme.Muted;
        axis.AxisTitleDistance = ChartTheme.AxisTitleDistance;
    }

    /// <summary>"100 ns", "10 μs", "1.5 ms": a duration in the largest unit in which it is at least 1.</summary>
    private static string Label(double nanoseconds) => DurationFormat.InFittingUnit(nanoseconds, "0.###");
}

using HttpLab.Results.Formatting;
using OxyPlot.Axes;
using OxyPlot.Series;

namespace HttpLab.Results.Charts;

/// <summary>
/// Latencies over time as a panel the size of a spectrum panel: seconds across from 0, the latency up (linear from 0,
/// or logarithmic when the values span more than three decades, as a spectrum's value axis), one line per series.
/// </summary>
internal static class TimeSeriesPlot
{
    public const string SecondsTitle = "seconds since measuring started";

    public static ChartPanel Panel(string title, IReadOnlyList<TimeSeriesLine> lines, double seconds, TimeUnit unit)
    {
        var model = ChartTheme.Model(title);
        var across = new LinearAxis
        {
            Position = AxisPosition.Bottom,
            Title = SecondsTitle,
            Minimum = 0,
            Maximum = Math.Max(seconds, 1),
        };
        TimeAxes.Grid(across);
        var up = TimeAxes.For(
            lines.SelectMany(line => line.Points.Select(point => point.Microseconds)).ToArray(),
            unit,
            allowLog: true,
            AxisPosition.Left);
        model.Axes.Add(across);
        model.Axes.Add(up.Axis);
        foreach (var line in lines)
        {
            var series = new LineSeries
            {
                Title = line.Label,
                Color = line.Colour,
                LineStyle = line.Dash,
                StrokeThickness = 2,
            };
            series.Points.AddRange(
                line.Points.Select(point => new OxyPlot.DataPoint(point.Seconds, up.Plot(point.Microseconds))));
            model.Series.Add(series);
        }

        model.Legends.Add(ChartLegend.Below());
        return new ChartPanel(
            "timeseries",
            null,
            model,
            SpectrumPlot.Width,
            SpectrumPlot.Height + ChartLegend.Height(lines.Select(line => line.Label), SpectrumPlot.Width));
    }
}

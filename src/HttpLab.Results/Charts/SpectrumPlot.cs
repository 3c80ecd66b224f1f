using HttpLab.Results.Formatting;
using OxyPlot;
using OxyPlot.Axes;
using OxyPlot.Series;

namespace HttpLab.Results.Charts;

/// <summary>
/// One distribution metric as a panel of lines, one per case, in the order given (the first lies underneath; never
/// sorted), with a legend of the lines below it. A CDF has the value across and the percentile up; a percentile
/// spectrum has the percentile across on HdrHistogram's 1/(1 − p) scale and the value up.
/// </summary>
internal static class SpectrumPlot
{
    public const double Width = 520;
    public const double Height = 320;

    /// <param name="metric">The metric's JSON name, written on the panel.</param>
    /// <param name="title">The panel's title.</param>
    /// <param name="mode">Which axes.</param>
    /// <param name="lines">The lines, in case order.</param>
    /// <param name="unit">The unit of a linear time axis: the report table's, so chart and table show the same
    /// numbers.</param>
    public static ChartPanel Panel(
        string metric, string title, SpectrumMode mode, IReadOnlyList<SpectrumLine> lines, TimeUnit unit)
    {
        var model = ChartTheme.Model(title);
        var values = lines.SelectMany(line => line.Points.Select(point => point.Value)).ToArray();
        Func<PercentilePoint, DataPoint> place;
        if (mode == SpectrumMode.Cdf)
        {
            var across = TimeAxes.For(values, unit, allowLog: true, AxisPosition.Bottom);
            model.Axes.Add(across.Axis);
            model.Axes.Add(PercentileAxes.Cdf(AxisPosition.Left));
            place = point => new DataPoint(across.Plot(point.Value), point.Percentile);
        }
        else
        {
            var nines = PercentileAxes.NinesFor(
                lines.SelectMany(line => line.Points.Select(point => point.Percentile)));
            var up = TimeAxes.For(values, unit, allowLog: false, AxisPosition.Left);
            model.Axes.Add(PercentileAxes.Spectrum(AxisPosition.Bottom, nines));
            model.Axes.Add(up.Axis);
            place = point => new DataPoint(PercentileAxes.Nines(point.Percentile, nines), up.Plot(point.Value));
        }

        foreach (var line in lines)
        {
            var series = new LineSeries
            {
                Title = line.Label,
                Color = line.Colour,
                LineStyle = line.Dash,
                StrokeThickness = 2,
            };
            series.Points.AddRange(line.Points.OrderBy(point => point.Percentile).Select(place));
            model.Series.Add(series);
        }

        model.Legends.Add(ChartLegend.Below());
        return new ChartPanel(
            "spectrum", metric, model, Width, Height + ChartLegend.Height(lines.Select(line => line.Label), Width));
    }
}

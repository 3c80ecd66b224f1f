using OxyPlot;
using OxyPlot.Annotations;
using OxyPlot.Axes;
using OxyPlot.Series;

namespace HttpLab.Results.Charts;

/// <summary>
/// One panel of horizontal bars: a bar per case on a linear axis from 0, in the order given (the first on top; never
/// sorted), the baseline in its own colour, optional whiskers, and each bar's value printed at its end in the report
/// table's format. A case without a value gets "not measured" instead of a bar.
/// </summary>
internal static class BarPlot
{
    public const string NotMeasured = "not measured";
    private const double RowPitch = 24;
    private const double Chrome = 80;
    private const double LabelOffset = 5;

    public static ChartPanel Panel(
        string kind, string title, IReadOnlyList<BarValue> bars, Func<double, string> valueLabel, double width)
    {
        var model = ChartTheme.Model(title);
        model.Axes.Add(new CategoryAxis
        {
            Position = AxisPosition.Left,
            ItemsSource = bars.Select(bar => bar.Label).ToArray(),
            StartPosition = 1,
            EndPosition = 0,
            GapWidth = 0.5,
            TickStyle = TickStyle.None,
            FontSize = ChartTheme.LabelSize,
        });
        var top = bars.Select(bar => (bar.Value ?? 0) + (bar.Error ?? 0)).DefaultIfEmpty(0).Max();
        var across = new LinearAxis
        {
            Position = AxisPosition.Bottom,
            Minimum = 0,
            AbsoluteMinimum = 0,
            MaximumPadding = 0.25,
            Maximum = top > 0 ? double.NaN : 1,
            MajorGridlineStyle = LineStyle.Solid,
            MajorGridlineColor = ChartTheme.Grid,
            TickStyle = TickStyle.Outside,
            StringFormat = "#,0.###",
        };
        model.Axes.Add(across);

        var series = new ErrorBarSeries
        {
            StrokeThickness = 0,
            ErrorStrokeThickness = 1.2,
            ErrorWidth = 0.4,
            FillColor = ChartTheme.Bar,
        };
        for (var index = 0; index < bars.Count; index++)
        {
            var bar = bars[index];
            if (bar.Value is not { } value)
            {
                model.Annotations.Add(Text(NotMeasured, 0, index, ChartTheme.Muted));
                continue;
            }

            series.Items.Add(new ErrorBarItem(value, bar.Error is { } error && error > 0 ? error : 0, index)
            {
                Color = bar.IsBaseline ? ChartTheme.BaselineBar : ChartTheme.Bar,
            });
            model.Annotations.Add(Text(valueLabel(value), value + (bar.Error ?? 0), index, ChartTheme.Text));
        }

        model.Series.Add(series);
        var height = Chrome + (bars.Count * RowPitch);
        RoomForValueLabels(model, across, bars, valueLabel, width, height);
        return new ChartPanel(kind, null, model, width, height);
    }

    /// <summary>
    /// Widens the value axis until every value label fits between its bar's end and the plot's right edge, which clips
    /// it: lays the plot out once to learn the plot area's width, then sets the maximum the longest label needs.
    /// </summary>
    private static void RoomForValueLabels(
        PlotModel model,
        LinearAxis across,
        IReadOnlyList<BarValue> bars,
        Func<double, string> valueLabel,
        double width,
        double height)
    {
        SvgExporter.ExportToString(model, width, height, isDocument: false, ChartTextMeasurer.Instance);
        var plot = model.PlotArea.Width;
        var needed = bars
            .Where(bar => bar.Value is not null)
            .Select(bar =>
            {
                var end = bar.Value!.Value + (bar.Error ?? 0);
                var room = plot
                    - LabelOffset
                    - ChartTextMeasurer.Width(valueLabel(bar.Value.Value), model.DefaultFontSize);
                return room > plot / 4 ? end * plot / room : end * 4;
            })
            .DefaultIfEmpty(0)
            .Max();
        if (needed > across.ActualMaximum)
        {
            across.Maximum = needed;
        }
    }

    private static TextAnnotation Text(string text, double x, int category, OxyColor colour) => new()
    {
        Text = text,
        TextPosition = new DataPoint(x, category),
        TextHorizontalAlignment = HorizontalAlignment.Left,
        TextVerticalAlignment = VerticalAlignment.Middle,
        Offset = new ScreenVector(LabelOffset, 0),
        TextColor = colour,
        StrokeThickness = 0,
        Background = OxyColors.Undefined,
        Layer = AnnotationLayer.AboveSeries,
    };
}

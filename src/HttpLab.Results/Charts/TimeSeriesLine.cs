using OxyPlot;

namespace HttpLab.Results.Charts;

/// <summary>
/// One line of a time-series panel: (seconds, microseconds) points, in time order, with its colour and dash.
/// </summary>
internal sealed record TimeSeriesLine(
    string Label, OxyColor Colour, LineStyle Dash, IReadOnlyList<(double Seconds, double Microseconds)> Points);

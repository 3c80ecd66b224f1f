using OxyPlot;

namespace HttpLab.Results.Charts;

/// <summary>
/// One plot of a chart page, drawn by OxyPlot at the given size. <paramref name="Kind"/> names what it shows ("time",
/// "alloc", "spectrum", "timeseries") and <paramref name="Metric"/> the metric of a spectrum, both written on the
/// plot's group in the SVG so a reader (or a test) can find it.
/// </summary>
internal sealed record ChartPanel(string Kind, string? Metric, PlotModel Model, double Width, double Height);

using OxyPlot;

namespace HttpLab.Results.Charts;

/// <summary>One case's distribution in one panel, with the colour (and dash) the case has in every panel.</summary>
internal sealed record SpectrumLine(string Label, OxyColor Colour, LineStyle Dash, Distribution Distribution)
{
    public IReadOnlyList<PercentilePoint> Points => Distribution.Spectrum;
}

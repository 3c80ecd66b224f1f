namespace HttpLab.Results.Charts;

/// <summary>One case's distribution in one panel, with the colour (and dash) the legend shows for the case.</summary>
internal sealed record SpectrumLine(string Label, string Colour, string? Dash, Distribution Distribution, string Tooltip)
{
    public IReadOnlyList<PercentilePoint> Points => Distribution.Spectrum;
}

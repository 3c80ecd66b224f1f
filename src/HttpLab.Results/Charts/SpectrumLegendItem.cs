using OxyPlot;

namespace HttpLab.Results.Charts;

/// <summary>
/// A case as the spectrum chart shows it: its label and the colour and dash of its lines in every panel.
/// </summary>
internal sealed record SpectrumLegendItem(CaseResult Case, string Label, OxyColor Colour, LineStyle Dash);

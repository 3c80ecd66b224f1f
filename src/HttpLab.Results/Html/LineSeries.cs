namespace HttpLab.Results.Html;

/// <summary>One line of a <see cref="LineChart"/>: its points (x and y of equal length), and whether dashed.</summary>
internal sealed record LineSeries(string Label, IReadOnlyList<double> X, IReadOnlyList<double> Y, bool Dashed = false);

namespace HttpLab.Results.Charts;

/// <summary>One line of a time-series panel: (seconds, microseconds) points, in time order, with its legend look.</summary>
internal sealed record TimeSeriesLine(string Label, string Colour, string? Dash, IReadOnlyList<(double Seconds, double Microseconds)> Points);

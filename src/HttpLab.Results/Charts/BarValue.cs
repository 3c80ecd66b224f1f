namespace HttpLab.Results.Charts;

/// <summary>One case in one bar panel, already in the panel's unit; a null value was not measured.</summary>
internal sealed record BarValue(string Label, double? Value, double? Error, bool IsBaseline);

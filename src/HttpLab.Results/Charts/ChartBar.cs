namespace HttpLab.Results.Charts;

/// <summary>One case in one panel, already in the panel's unit; a null value was not measured.</summary>
internal sealed record ChartBar(string Case, double? Value, double? Error, bool IsBaseline, string Tooltip);

namespace HttpLab.Results.Findings;

/// <summary>
/// Where a warning was given, with its text there: a suite (null for the run itself) and a case in it (null for the
/// whole suite), the case named with the parameters that tell it from the suite's other cases of the same name, e.g.
/// <c>GetStreamAsync [size=10]</c>.
/// </summary>
public sealed record WarningPlace(string? Suite, string? Case, string Text);

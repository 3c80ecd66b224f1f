namespace HttpLab.Results.Charts;

/// <summary>
/// A case's name as a chart prints it: with " ⚠" when the case has warnings, which the report spells out.
/// </summary>
internal static class CaseLabels
{
    public const string WarningMark = " ⚠";

    public static string For(CaseResult @case) => For(@case, @case.Name);

    public static string For(CaseResult @case, string label) => @case.Warnings.Count > 0 ? label + WarningMark : label;
}

namespace HttpLab.Results.Charts;

/// <summary>The ⚠ after a case's label; its tooltip repeats the warnings for a reader who only has the chart.</summary>
internal static class WarningMark
{
    public static void Draw(SvgWriter svg, CaseResult @case, double x, double baseline)
    {
        svg.Start("g", ("class", "warn-mark"));
        svg.WithText("title", string.Join("\n", @case.Warnings));
        svg.WithText("text", "⚠", ("class", "warn"), ("x", SvgWriter.Number(x)), ("y", SvgWriter.Number(baseline)));
        svg.End();
    }
}

using HttpLab.Results.Formatting;

namespace HttpLab.Results.Charts;

/// <summary>
/// Lays out a suite's chart: title, legend, then one row per group with case labels on the left and the panels side by
/// side. Cases keep the order of <see cref="SuiteResult.Cases"/>, the order of the report's tables.
/// </summary>
internal static class SuiteChart
{
    public static string Render(RunResult run, SuiteResult suite)
    {
        var withAllocation = SuiteColumns.Has(suite, MetricCatalog.AllocatedBytesPerOp);
        var rows = CaseGroup.Split(suite).Select(group => ChartRow.From(group, suite, withAllocation)).ToArray();
        var layout = ChartLayout.For(run, suite, rows);

        var svg = new SvgWriter();
        svg.Start(
            "svg",
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("width", SvgWriter.Number(layout.Width)),
            ("height", SvgWriter.Number(layout.Height)),
            ("viewBox", $"0 0 {SvgWriter.Number(layout.Width)} {SvgWriter.Number(layout.Height)}"),
            ("role", "img"));
        svg.WithText("title", $"{suite.Title} — run {run.RunId}");
        svg.CData("style", ChartTheme.Stylesheet);
        svg.Empty("rect", ("width", "100%"), ("height", "100%"), ("fill", "#ffffff"));

        var y = ChartHeader.Draw(svg, run, suite);
        foreach (var row in rows)
        {
            y = DrawRow(svg, suite, row, layout, y);
        }

        svg.End();
        return svg.ToString();
    }

    private static double DrawRow(SvgWriter svg, SuiteResult suite, ChartRow row, ChartLayout layout, double y)
    {
        svg.Start("g", ("class", "row"));
        if (suite.GroupBy.Count > 0)
        {
            svg.WithText("text", row.Heading, ("class", "group"), ("x", SvgWriter.Number(ChartTheme.Margin)), ("y", SvgWriter.Number(y + 14)));
            y += ChartLayout.GroupHeadingHeight;
        }

        var top = y + ChartLayout.PanelTitleHeight;
        for (var index = 0; index < row.Cases.Count; index++)
        {
            var caseTop = top + (index * ChartTheme.RowPitch);
            if (index % 2 == 1)
            {
                // Zebra stripes carry the eye from a long label to its bars.
                svg.Empty("rect", ("x", SvgWriter.Number(ChartTheme.Margin)), ("y", SvgWriter.Number(caseTop)), ("width", SvgWriter.Number(layout.Width - (2 * ChartTheme.Margin))), ("height", SvgWriter.Number(ChartTheme.RowPitch)), ("fill", ChartTheme.Stripe));
            }

            DrawLabel(svg, suite, row.Cases[index], layout, caseTop + (ChartTheme.RowPitch / 2) + 4);
        }

        for (var index = 0; index < row.Panels.Count; index++)
        {
            row.Panels[index].Draw(svg, layout.PanelLeft(index), top);
        }

        svg.End();
        return top + (row.Cases.Count * ChartTheme.RowPitch) + ChartLayout.AxisHeight;
    }

    private static void DrawLabel(SvgWriter svg, SuiteResult suite, CaseResult @case, ChartLayout layout, double baseline)
    {
        svg.WithText(
            "text",
            @case.Name,
            ("class", ChartRow.IsBaseline(suite, @case) ? "case-label baseline" : "case-label"),
            ("x", SvgWriter.Number(layout.LabelRight)),
            ("y", SvgWriter.Number(baseline)),
            ("text-anchor", "end"));
        if (@case.Warnings.Count > 0)
        {
            // The warning texts are in the report; the tooltip repeats them for a reader who only has the chart.
            svg.Start("g", ("class", "warn-mark"));
            svg.WithText("title", string.Join("\n", @case.Warnings));
            svg.WithText("text", "⚠", ("class", "warn"), ("x", SvgWriter.Number(layout.LabelRight + 5)), ("y", SvgWriter.Number(baseline)));
            svg.End();
        }
    }
}

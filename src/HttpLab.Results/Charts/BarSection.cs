using HttpLab.Results.Formatting;

namespace HttpLab.Results.Charts;

/// <summary>
/// The bar part of a suite's chart: one row per group with case labels on the left and the panels side by side. Cases
/// keep the order of <see cref="SuiteResult.Cases"/>, the order of the report's tables.
/// </summary>
internal sealed class BarSection
{
    private readonly SuiteResult suite;
    private readonly IReadOnlyList<ChartRow> rows;
    private readonly ChartLayout layout;

    private BarSection(SuiteResult suite)
    {
        this.suite = suite;
        var withAllocation = SuiteColumns.Has(suite, MetricCatalog.AllocatedBytesPerOp);
        rows = CaseGroup.Split(suite).Select(group => ChartRow.From(group, suite, withAllocation)).ToArray();
        layout = ChartLayout.For(suite, rows);
    }

    public double Width => layout.Width;

    public double Height => layout.Height;

    /// <summary>The bars of a suite with mean times, or null when it has none.</summary>
    public static BarSection? For(SuiteResult suite) => SuiteColumns.Has(suite, MetricCatalog.MeanNs) ? new BarSection(suite) : null;

    public void Draw(SvgWriter svg, double top, double chartWidth)
    {
        var y = top;
        foreach (var row in rows)
        {
            y = DrawRow(svg, row, chartWidth, y);
        }
    }

    private double DrawRow(SvgWriter svg, ChartRow row, double chartWidth, double y)
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
                svg.Empty("rect", ("x", SvgWriter.Number(ChartTheme.Margin)), ("y", SvgWriter.Number(caseTop)), ("width", SvgWriter.Number(chartWidth - (2 * ChartTheme.Margin))), ("height", SvgWriter.Number(ChartTheme.RowPitch)), ("fill", ChartTheme.Stripe));
            }

            DrawLabel(svg, row.Cases[index], caseTop + (ChartTheme.RowPitch / 2) + 4);
        }

        for (var index = 0; index < row.Panels.Count; index++)
        {
            row.Panels[index].Draw(svg, layout.PanelLeft(index), top);
        }

        svg.End();
        return top + (row.Cases.Count * ChartTheme.RowPitch) + ChartLayout.AxisHeight;
    }

    private void DrawLabel(SvgWriter svg, CaseResult @case, double baseline)
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
            WarningMark.Draw(svg, @case, layout.LabelRight + 5, baseline);
        }
    }
}

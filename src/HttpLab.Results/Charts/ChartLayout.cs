namespace HttpLab.Results.Charts;

/// <summary>
/// Where the bars go: the label column sized to the longest case name, panels side by side, rows stacked. Width and
/// height are the bars' own; the chart's header is laid out by <see cref="SuiteChart"/>.
/// </summary>
internal sealed record ChartLayout(double LabelRight, double PanelStart, double PanelBlock, double Width, double Height)
{
    public const double GroupHeadingHeight = 28;
    public const double PanelTitleHeight = 26;

    /// <summary>Tick labels under the bars plus the gap before the next row.</summary>
    public const double AxisHeight = 44;

    /// <summary>The part of <see cref="AxisHeight"/> that is gap, not needed after the last row.</summary>
    public const double RowGap = 20;

    private const double WarningRoom = 20;

    public double PanelLeft(int index) => PanelStart + (index * (PanelBlock + ChartTheme.PanelGap));

    public static ChartLayout For(SuiteResult suite, IReadOnlyList<ChartRow> rows)
    {
        var labelWidth = suite.Cases
            .Select(@case => TextWidth.Estimate(@case.Name, ChartTheme.LabelSize, bold: ChartRow.IsBaseline(suite, @case)))
            .Append(40)
            .Max();
        var labelRight = ChartTheme.Margin + labelWidth;
        var panelStart = labelRight + (suite.Cases.Any(@case => @case.Warnings.Count > 0) ? WarningRoom : 0) + ChartTheme.LabelGap;

        var panels = rows.SelectMany(row => row.Panels).ToArray();
        var panelBlock = ChartTheme.PlotWidth + panels.Select(panel => panel.ValueRoom).Append(40).Max();
        var panelCount = rows.Select(row => row.Panels.Count).Append(1).Max();
        var panelsEnd = panelStart + (panelCount * panelBlock) + ((panelCount - 1) * ChartTheme.PanelGap);

        // A panel title may be wider than its plot.
        var titlesEnd = rows
            .SelectMany(row => row.Panels.Select((panel, index) =>
                panelStart + (index * (panelBlock + ChartTheme.PanelGap)) + TextWidth.Estimate(panel.Title, ChartTheme.LabelSize, bold: true)))
            .Append(0)
            .Max();
        var width = Math.Max(panelsEnd, titlesEnd) + ChartTheme.Margin;

        var height = rows.Sum(row => (suite.GroupBy.Count > 0 ? GroupHeadingHeight : 0) + PanelTitleHeight + (row.Cases.Count * ChartTheme.RowPitch) + AxisHeight)
            - RowGap;
        return new ChartLayout(labelRight, panelStart, panelBlock, width, height);
    }
}

namespace HttpLab.Results.Charts;

/// <summary>
/// The top of a chart: suite title, run id and engine, an incomplete-run warning, and, above bars, the legend of their
/// colours and whiskers. Lines of a spectrum chart have their own legend (<see cref="LineLegend"/>).
/// </summary>
internal static class ChartHeader
{
    private const double SwatchSize = 12;
    private const double LegendSpacing = 28;

    public static double Height(RunResult run, bool barLegend) => ChartTheme.Margin + 18 + 22 + (run.Complete ? 0 : 20) + (barLegend ? 26 : 0) + 26;

    public static double Width(RunResult run, SuiteResult suite, bool barLegend) =>
        new[]
        {
            TextWidth.Estimate(suite.Title, ChartTheme.TitleSize, bold: true),
            TextWidth.Estimate(Subtitle(run, suite), ChartTheme.LabelSize),
            run.Complete ? 0 : TextWidth.Estimate(Incomplete(run), ChartTheme.LabelSize, bold: true),
            barLegend ? LegendItems(suite).Sum(item => ItemWidth(item.Text)) : 0,
        }.Max();

    /// <summary>Draws the header and returns where the chart's body starts.</summary>
    public static double Draw(SvgWriter svg, RunResult run, SuiteResult suite, bool barLegend)
    {
        var x = SvgWriter.Number(ChartTheme.Margin);
        var y = ChartTheme.Margin + 18;
        svg.WithText("text", suite.Title, ("class", "title"), ("x", x), ("y", SvgWriter.Number(y)));
        y += 22;
        svg.WithText("text", Subtitle(run, suite), ("class", "subtitle"), ("x", x), ("y", SvgWriter.Number(y)));
        if (!run.Complete)
        {
            y += 20;
            svg.WithText("text", Incomplete(run), ("class", "incomplete"), ("x", x), ("y", SvgWriter.Number(y)));
        }

        if (barLegend)
        {
            y += 26;
            DrawLegend(svg, suite, y);
        }

        return y + 26;
    }

    private static void DrawLegend(SvgWriter svg, SuiteResult suite, double baseline)
    {
        var x = ChartTheme.Margin;
        svg.Start("g", ("class", "legend"));
        foreach (var (text, colour) in LegendItems(suite))
        {
            if (colour is null)
            {
                // The whisker glyph: a line with end caps, as drawn on the bars.
                var middle = SvgWriter.Number(baseline - 4);
                svg.Start("g", ("class", "whisker"));
                svg.Empty("line", ("x1", SvgWriter.Number(x)), ("y1", middle), ("x2", SvgWriter.Number(x + SwatchSize)), ("y2", middle));
                svg.Empty("line", ("x1", SvgWriter.Number(x)), ("y1", SvgWriter.Number(baseline - 8)), ("x2", SvgWriter.Number(x)), ("y2", SvgWriter.Number(baseline)));
                svg.Empty("line", ("x1", SvgWriter.Number(x + SwatchSize)), ("y1", SvgWriter.Number(baseline - 8)), ("x2", SvgWriter.Number(x + SwatchSize)), ("y2", SvgWriter.Number(baseline)));
                svg.End();
            }
            else
            {
                svg.Empty("rect", ("x", SvgWriter.Number(x)), ("y", SvgWriter.Number(baseline - 10)), ("width", SvgWriter.Number(SwatchSize)), ("height", SvgWriter.Number(SwatchSize)), ("fill", colour));
            }

            svg.WithText("text", text, ("class", "legend"), ("x", SvgWriter.Number(x + SwatchSize + 6)), ("y", SvgWriter.Number(baseline)));
            x += ItemWidth(text);
        }

        svg.End();
    }

    private static IEnumerable<(string Text, string? Colour)> LegendItems(SuiteResult suite)
    {
        if (suite.Baseline is { } baseline)
        {
            yield return ($"baseline: {baseline}", ChartTheme.BaselineBar);
            yield return ("other cases", ChartTheme.Bar);
        }
        else if (suite.Cases.Any(@case => @case.IsBaseline))
        {
            yield return ("each group's baseline", ChartTheme.BaselineBar);
            yield return ("other cases", ChartTheme.Bar);
        }

        if (suite.Cases.Any(@case => @case.Metrics.ContainsKey(MetricCatalog.ErrorNs.Name)))
        {
            yield return ("99.9% confidence interval of the mean", null);
        }
    }

    private static double ItemWidth(string text) => SwatchSize + 6 + TextWidth.Estimate(text, ChartTheme.SmallSize) + LegendSpacing;

    private static string Subtitle(RunResult run, SuiteResult suite) => $"Run {run.RunId} · {suite.Name} · {suite.Engine}";

    private static string Incomplete(RunResult run) => $"⚠ Incomplete run: {run.IncompleteReason ?? "no reason was recorded"}";
}

using System.Text;
using HttpLab.Results.Charts;
using HttpLab.Results.Findings;
using static System.FormattableString;

namespace HttpLab.Results.Html;

/// <summary>
/// A study's headline chart (<see cref="HeadlineChart"/>) as a small inline SVG for the first screen of report.html:
/// a bar a row, its value written at its end. Ratios lie on a log axis with a line at 1 (0.5x and 2x as far from it),
/// each bar coloured by its verdict and whiskered by its interval; amounts lie on an axis from zero. A label too long
/// for its column is shortened in the middle; the hover tip and the &lt;title&gt; keep it whole.
/// </summary>
internal static class HeadlineChartSvg
{
    /// <summary>The width of a chart in a card of the first screen: a third of a 1280-pixel window.</summary>
    public const double NarrowWidth = 380;

    /// <summary>The width of a chart in a card that spans two thirds, for labels a narrow one would cut.</summary>
    public const double WideWidth = 790;

    private const double RowHeight = 20;
    private const double BarHeight = 12;
    private const double AxisHeight = 18;
    private const double FontSize = 11;
    private const double MostValueWidth = 150;

    /// <summary>How much wider than a narrow card's its widest label is, in pixels; 0 when every label fits.</summary>
    public static double LabelOverflow(HeadlineChart chart)
    {
        ArgumentNullException.ThrowIfNull(chart);
        return chart.Bars.Count == 0
            ? 0
            : Math.Max(0, chart.Bars.Max(bar => TextWidth(bar.Label)) + 8 - MostLabelWidth(NarrowWidth));
    }

    public static string Render(HeadlineChart chart, double width)
    {
        ArgumentNullException.ThrowIfNull(chart);
        var bars = chart.Bars;
        var labelWidth = Math.Min(MostLabelWidth(width), Math.Ceiling(bars.Max(bar => TextWidth(bar.Label))) + 8);
        var valueWidth = Math.Min(
            MostValueWidth,
            Math.Ceiling(bars.Max(bar => TextWidth(ValueLine(bar)))) + 10);
        var plotWidth = width - labelWidth - valueWidth;
        var (low, high) = Domain(chart);
        var height = bars.Count * RowHeight + AxisHeight;
        double X(double value) => labelWidth + Math.Clamp(Position(chart.Scale, value, low, high), 0, 1) * plotWidth;

        var origin = chart.Scale == HeadlineScale.Ratio ? X(1) : labelWidth;
        var svg = new StringBuilder()
            .Append(Invariant($"<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width:0} {height:0}\" "))
            .Append("role=\"img\" aria-label=\"").Append(HtmlText.Encode(chart.Caption)).Append("\">");
        for (var index = 0; index < bars.Count; index++)
        {
            var bar = bars[index];
            var y = index * RowHeight;
            var middle = y + RowHeight / 2;
            var tip = Tip(bar);
            svg.Append("<g class=\"mark\" data-tip=\"").Append(HtmlText.Encode(tip)).Append("\"><title>")
                .Append(HtmlText.Encode(tip)).Append("</title>")
                .Append(Invariant($"<text x=\"{labelWidth - 6:0.#}\" y=\"{middle + 4:0.#}\" text-anchor=\"end\">"))
                .Append(HtmlText.Encode(Shortened(bar.Label, labelWidth))).Append("</text>");
            var end = X(bar.Value);
            var (left, right) = end < origin ? (end, origin) : (origin, end);
            svg.Append("<rect class=\"bar tone-").Append(HtmlText.Encode(bar.Tone)).Append("\" ")
                .Append(Invariant($"x=\"{left:0.##}\" y=\"{middle - BarHeight / 2:0.#}\" "))
                .Append(Invariant($"width=\"{Math.Max(1, right - left):0.##}\" height=\"{BarHeight}\"/>"));
            if (bar.Interval is { } interval)
            {
                var (from, to) = (X(interval.Low), X(interval.High));
                svg.Append(Invariant($"<path class=\"whisker\" d=\"M{from:0.##},{middle:0.#}H{to:0.##}"))
                    .Append(Invariant($"M{from:0.##},{middle - 3:0.#}v6M{to:0.##},{middle - 3:0.#}v6\"/>"));
            }

            var valueX = labelWidth + plotWidth + 6;
            svg.Append(Invariant($"<text class=\"value\" x=\"{valueX:0.#}\" y=\"{middle + 4:0.#}\">"))
                .Append(HtmlText.Encode(bar.ValueText));
            if (bar.Aside is { } aside)
            {
                svg.Append("<tspan class=\"aside\"> · ").Append(HtmlText.Encode(aside)).Append("</tspan>");
            }

            svg.Append("</text></g>");
        }

        var axisY = bars.Count * RowHeight;
        svg.Append(Invariant($"<path class=\"axis\" d=\"M{labelWidth:0.#},{axisY:0.#}h{plotWidth:0.#}\"/>"));
        foreach (var tick in Ticks(chart.Scale, low, high))
        {
            var x = X(tick.Value);
            svg.Append(Invariant($"<path class=\"axis\" d=\"M{x:0.#},{axisY:0.#}v4\"/>"))
                .Append(Invariant($"<text class=\"tick\" x=\"{x:0.#}\" y=\"{axisY + 15:0.#}\" text-anchor=\"middle\">"))
                .Append(HtmlText.Encode(tick.Text)).Append("</text>");
        }

        if (chart.Scale == HeadlineScale.Ratio)
        {
            svg.Append(Invariant($"<path class=\"reference\" d=\"M{origin:0.##},0V{axisY:0.#}\"/>"));
        }

        return svg.Append("</svg>").ToString();
    }

    /// <summary>
    /// The axis: for ratios, from at most 0.5 to at least 2, wide enough for every bar and interval but no wider than
    /// 1/8 to 8 (beyond, bars are cut at the edge); for amounts, from zero to the largest.
    /// </summary>
    private static (double Low, double High) Domain(HeadlineChart chart)
    {
        var values = chart.Bars
            .SelectMany(bar => bar.Interval is { } interval
                ? new[] { bar.Value, interval.Low, interval.High }
                : [bar.Value])
            .Where(value => value > 0 && double.IsFinite(value))
            .DefaultIfEmpty(1)
            .ToArray();
        return chart.Scale == HeadlineScale.Ratio
            ? (Math.Max(0.125, Math.Min(0.5, values.Min())), Math.Min(8, Math.Max(2, values.Max())))
            : (0, values.Max());
    }

    private static double Position(HeadlineScale scale, double value, double low, double high) => scale switch
    {
        HeadlineScale.Ratio => (Math.Log(Math.Max(value, 1e-9)) - Math.Log(low)) / (Math.Log(high) - Math.Log(low)),
        _ => high <= 0 ? 0 : value / high,
    };

    private static IEnumerable<(double Value, string Text)> Ticks(HeadlineScale scale, double low, double high)
    {
        if (scale == HeadlineScale.Linear)
        {
            yield return (0, "0");
            yield break;
        }

        foreach (var (value, text) in new[] { (0.125, "⅛x"), (0.25, "¼x"), (0.5, "½x"), (1, "1x"), (2, "2x"),
                     (4, "4x"), (8, "8x") })
        {
            if (value >= low * 0.999 && value <= high * 1.001)
            {
                yield return (value, text);
            }
        }
    }

    private static string Tip(HeadlineBar bar)
    {
        var tip = new StringBuilder(bar.Label).Append(": ").Append(bar.ValueText);
        if (bar.Interval is { } interval)
        {
            tip.Append(Invariant($" (95% interval {FindingText.Ratio(interval.Low)} to "))
                .Append(FindingText.Ratio(interval.High)).Append(')');
        }

        if (FindingText.Verdict(bar.Tone is "plain" or "below" ? null : bar.Tone) is { } verdict)
        {
            tip.Append(", ").Append(verdict);
        }

        return bar.Aside is null ? tip.ToString() : tip.Append(", ").Append(bar.Aside).ToString();
    }

    /// <summary>The label, or its start and end around an ellipsis when it is wider than its column.</summary>
    private static string Shortened(string label, double labelWidth)
    {
        var kept = label.Length;
        var shortened = label;
        while (kept > 2 && TextWidth(shortened) > labelWidth - 8)
        {
            kept--;
            var head = kept / 2;
            shortened = string.Concat(label.AsSpan(0, head), "…", label.AsSpan(label.Length - (kept - head)));
        }

        return shortened;
    }

    /// <summary>Labels may take up to half a chart: the bars keep the rest but the values' column.</summary>
    private static double MostLabelWidth(double width) => Math.Round(width * 0.5);

    private static string ValueLine(HeadlineBar bar) =>
        bar.Aside is null ? bar.ValueText : $"{bar.ValueText} · {bar.Aside}";

    private static double TextWidth(string text) => ChartTextMeasurer.Width(text, FontSize);
}

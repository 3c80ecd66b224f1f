using System.Globalization;
using System.Text;
using HttpLab.Results.Formatting;
using static System.FormattableString;

namespace HttpLab.Results.Html;

/// <summary>
/// A group's micro-benchmark cases as horizontal bars of their mean time with the 99.9% confidence interval as a
/// whisker, drawn as inline SVG: a few marks that must stay crisp in print, each carrying its value and interval for
/// the hover tooltip (and a &lt;title&gt; where scripts do not run). Null when no case of the group has a mean.
/// </summary>
internal static class BarChartSvg
{
    private const double RowHeight = 24;
    private const double BarHeight = 14;
    private const double PlotWidth = 420;
    private const double CharacterWidth = 7.4;
    private const double AxisHeight = 28;

    public static string? Render(SuiteResult suite, string title, IReadOnlyList<CaseResult> cases)
    {
        var bars = cases
            .Select(@case => (
                Case: @case, Mean: Metric(@case, MetricCatalog.MeanNs), Error: Metric(@case, MetricCatalog.ErrorNs)))
            .Where(bar => bar.Mean is > 0)
            .ToArray();
        if (bars.Length == 0)
        {
            return null;
        }

        var unit = TimeUnit.Fitting(bars.Min(bar => bar.Mean!.Value));
        // A whisker far beyond every mean (a smoke run's three iterations) is cut at the edge, not given the axis, and
        // ends in an arrowhead instead of a cap, so a cut interval is not read as one that ends there.
        var largestMean = bars.Max(bar => bar.Mean!.Value);
        var top = Math.Min(3 * largestMean, bars.Max(bar => bar.Mean!.Value + (bar.Error ?? 0)));
        var axis = NiceAxis(unit.Convert(top));
        var labelWidth = Math.Ceiling(bars.Max(bar => bar.Case.Name.Length) * CharacterWidth) + 12;
        var width = labelWidth + PlotWidth + 16;
        var height = bars.Length * RowHeight + AxisHeight;
        double X(double nanoseconds) =>
            labelWidth + Math.Clamp(unit.Convert(nanoseconds) / axis.Max, 0, 1) * PlotWidth;

        var svg = new StringBuilder();
        svg.Append(Invariant($"<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width:0} {height:0}\" "))
            .Append(Invariant($"width=\"{width:0}\" role=\"img\" aria-label=\""))
            .Append(HtmlText.Encode($"{title}: mean time per operation with its 99.9% confidence interval"))
            .Append("\">");
        for (var index = 0; index < bars.Length; index++)
        {
            var (@case, mean, error) = bars[index];
            var y = index * RowHeight;
            var tip = Tip(@case, mean!.Value, error, unit);
            svg.Append("<g class=\"mark\" data-tip=\"").Append(HtmlText.Encode(tip)).Append("\"><title>")
                .Append(HtmlText.Encode(tip)).Append("</title>");
            svg.Append(Invariant($"<text x=\"{labelWidth - 8:0.#}\" y=\"{y + RowHeight / 2 + 4:0.#}\" "))
                .Append("text-anchor=\"end\">").Append(HtmlText.Encode(@case.Name)).Append("</text>");
            svg.Append(CaseResult.IsBaselineOf(suite, @case) ? "<rect class=\"bar baseline\" " : "<rect class=\"bar\" ")
                .Append(Invariant($"x=\"{labelWidth:0.#}\" y=\"{y + (RowHeight - BarHeight) / 2:0.#}\" "))
                .Append(Invariant($"width=\"{Math.Max(1, X(mean.Value) - labelWidth):0.##}\" "))
                .Append(Invariant($"height=\"{BarHeight}\"/>"));
            if (error is > 0)
            {
                var (low, high, middle) = (X(mean.Value - error.Value), X(mean.Value + error.Value), y + RowHeight / 2);
                var cut = unit.Convert(mean.Value + error.Value) > axis.Max;
                svg.Append(Invariant($"<path class=\"whisker\" d=\"M{low:0.##},{middle:0.#}H{high:0.##}"))
                    .Append(Invariant($"M{low:0.##},{middle - 4:0.#}v8"))
                    .Append(cut
                        ? Invariant($"M{high - 6:0.##},{middle - 4:0.#}L{high:0.##},{middle:0.#}")
                            + Invariant($"L{high - 6:0.##},{middle + 4:0.#}")
                        : Invariant($"M{high:0.##},{middle - 4:0.#}v8"))
                    .Append("\"/>");
            }

            svg.Append("</g>");
        }

        var axisY = bars.Length * RowHeight;
        svg.Append(Invariant($"<path class=\"axis\" d=\"M{labelWidth:0.#},{axisY:0.#}h{PlotWidth}\"/>"));
        for (var tick = 0.0; tick <= axis.Max + axis.Step / 2; tick += axis.Step)
        {
            var x = labelWidth + tick / axis.Max * PlotWidth;
            svg.Append(Invariant($"<path class=\"axis\" d=\"M{x:0.#},{axisY:0.#}v4\"/>"))
                .Append(Invariant($"<text x=\"{x:0.#}\" y=\"{axisY + 16:0.#}\" text-anchor=\"middle\">"))
                .Append(HtmlText.Encode(tick.ToString("0.###", CultureInfo.InvariantCulture)))
                .Append(tick == 0 ? " " + HtmlText.Encode(unit.Symbol) : string.Empty).Append("</text>");
        }

        return svg.Append("</svg>").ToString();
    }

    private static string Tip(CaseResult @case, double mean, double? error, TimeUnit unit)
    {
        var text = new StringBuilder(@case.Name).Append(": ")
            .Append(unit.Convert(mean).ToString("#,0.###", CultureInfo.InvariantCulture))
            .Append(' ').Append(unit.Symbol);
        if (error is { } margin)
        {
            text.Append(" ± ").Append(unit.Convert(margin).ToString("#,0.###", CultureInfo.InvariantCulture))
                .Append(' ').Append(unit.Symbol).Append(" (99.9% CI)");
        }

        if (Metric(@case, MetricCatalog.AllocatedBytesPerOp) is { } allocated)
        {
            var size = SizeUnit.Fitting(allocated);
            text.Append(", allocated ")
                .Append((allocated / size.Bytes).ToString("#,0.##", CultureInfo.InvariantCulture))
                .Append(' ').Append(size.Symbol);
        }

        if (@case.RatioVerdict is { } verdict)
        {
            text.Append(", time vs baseline: ").Append(verdict);
        }

        return text.ToString();
    }

    /// <summary>An axis from 0 to a round maximum at or above <paramref name="top"/>, in at most 8 steps.</summary>
    private static (double Max, double Step) NiceAxis(double top)
    {
        var magnitude = Math.Pow(10, Math.Floor(Math.Log10(top)));
        var step = new[] { 0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10 }
            .Select(factor => factor * magnitude)
            .First(candidate => Math.Ceiling(top / candidate) <= 8);
        return (Math.Ceiling(top / step) * step, step);
    }

    private static double? Metric(CaseResult @case, MetricDefinition metric) =>
        @case.Metrics.TryGetValue(metric.Name, out var value) && double.IsFinite(value) ? value : null;
}

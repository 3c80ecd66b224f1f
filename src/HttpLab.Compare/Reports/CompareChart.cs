using HttpLab.Results;
using HttpLab.Results.Charts;
using OxyPlot;
using OxyPlot.Annotations;
using OxyPlot.Axes;
using OxyPlot.Series;
using static System.FormattableString;

namespace HttpLab.Compare.Reports;

/// <summary>
/// compare.svg: every ratio (diff over base) as a dot, one row per micro-benchmark case and per statistic of each
/// compared distribution, in the tables' order; a distribution's 95% bootstrap interval as a whisker; the dots coloured
/// by verdict; a line at 1 and the threshold's band around it. Drawn and styled as the suites' charts are.
/// </summary>
public static class CompareChart
{
    public const string FileName = "compare.svg";

    private const double RowPitch = 20;
    private const double Chrome = 90;
    private const double PlotWidth = 460;

    /// <summary>The chart as a standalone SVG document, or null when nothing was compared.</summary>
    public static string? Render(
        RunResult baseRun, RunResult diffRun, RunComparison comparison, ComparisonThresholds thresholds)
    {
        ArgumentNullException.ThrowIfNull(baseRun);
        ArgumentNullException.ThrowIfNull(diffRun);
        ArgumentNullException.ThrowIfNull(comparison);
        ArgumentNullException.ThrowIfNull(thresholds);
        var rows = Rows(comparison);
        if (rows.Count == 0)
        {
            return null;
        }

        var band = Invariant($"±{thresholds.Relative:0.##%}");
        var header = new ChartHeader(
            "Did it change? Diff against base",
            $"Base {baseRun.RunId} · Diff {diffRun.RunId} · {CompareText.Summary(comparison)}",
            CompareText.Warnings(comparison).FirstOrDefault() is { } warning ? $"⚠ {warning}" : null,
            $"dot: ratio diff / base (right of 1 is slower) · whisker: 95% bootstrap interval · shaded: the {band} "
            + "threshold · colour: the verdict");
        return ChartPage.Render(
            $"Comparison: {diffRun.RunId} against {baseRun.RunId}", header, [[Panel(rows, thresholds.Relative)]]);
    }

    private static List<Row> Rows(RunComparison comparison)
    {
        var rows = comparison.Cases
            .Select(@case => new Row(
                $"{@case.Suite}/{@case.Case} median", @case.Time.Ratio, double.NaN, double.NaN, @case.Time.Verdict))
            .ToList();
        rows.AddRange(comparison.Distributions.SelectMany(distribution => distribution.Statistics.Select(statistic =>
            new Row(
                $"{distribution.Suite}/{distribution.Case} {CompareText.Statistic(distribution, statistic)}",
                statistic.Ratio,
                statistic.RatioLow,
                statistic.RatioHigh,
                statistic.Verdict))));
        return rows;
    }

    private static ChartPanel Panel(IReadOnlyList<Row> rows, double relative)
    {
        var model = ChartTheme.Model("Ratio of each compared statistic (diff / base)");
        model.Axes.Add(new CategoryAxis
        {
            Position = AxisPosition.Left,
            ItemsSource = rows.Select(row => row.Label).ToArray(),
            StartPosition = 1,
            EndPosition = 0,
            TickStyle = TickStyle.None,
            FontSize = ChartTheme.SmallSize,
        });
        var (minimum, maximum) = Range(rows, relative);
        model.Axes.Add(new LinearAxis
        {
            Position = AxisPosition.Bottom,
            Minimum = minimum,
            Maximum = maximum,
            MajorGridlineStyle = LineStyle.Solid,
            MajorGridlineColor = ChartTheme.Grid,
            TickStyle = TickStyle.Outside,
            StringFormat = "0.##",
            Title = "ratio",
            AxisTitleDistance = ChartTheme.AxisTitleDistance,
        });
        model.Annotations.Add(new RectangleAnnotation
        {
            MinimumX = 1 - relative,
            MaximumX = 1 + relative,
            Fill = ChartTheme.MinorGrid,
            Layer = AnnotationLayer.BelowSeries,
        });
        model.Annotations.Add(new LineAnnotation
        {
            Type = LineAnnotationType.Vertical,
            X = 1,
            Color = ChartTheme.Muted,
            LineStyle = LineStyle.Solid,
            StrokeThickness = 1,
            Layer = AnnotationLayer.BelowSeries,
        });

        foreach (var verdict in Enum.GetValues<Verdict>())
        {
            var colour = Colour(verdict);
            var whiskers = new LineSeries { Color = colour, StrokeThickness = 1.5, RenderInLegend = false };
            var dots = new ScatterSeries
            {
                Title = verdict.ToString(),
                MarkerType = MarkerType.Circle,
                MarkerSize = 4,
                MarkerFill = colour,
            };
            for (var index = 0; index < rows.Count; index++)
            {
                var row = rows[index];
                if (row.Verdict != verdict)
                {
                    continue;
                }

                if (double.IsFinite(row.Ratio))
                {
                    dots.Points.Add(new ScatterPoint(Math.Clamp(row.Ratio, minimum, maximum), index));
                }

                if (!double.IsNaN(row.Low))
                {
                    whiskers.Points.Add(new DataPoint(Math.Clamp(row.Low, minimum, maximum), index));
                    whiskers.Points.Add(new DataPoint(Math.Clamp(row.High, minimum, maximum), index));
                    whiskers.Points.Add(DataPoint.Undefined);
                }
            }

            if (dots.Points.Count > 0)
            {
                model.Series.Add(whiskers);
                model.Series.Add(dots);
            }
        }

        model.Legends.Add(ChartLegend.Below());
        var labelWidth = rows.Max(row => ChartTextMeasurer.Width(row.Label, ChartTheme.SmallSize));
        var width = PlotWidth + labelWidth;
        var legend = ChartLegend.Height(
            rows.Select(row => row.Verdict).Distinct().Select(verdict => verdict.ToString()), width);
        return new ChartPanel("ratios", null, model, width, Chrome + (rows.Count * RowPitch) + legend);
    }

    /// <summary>
    /// From below the smallest to above the largest finite ratio or interval end, never narrower than twice the
    /// threshold's band, nor wider than 0 to 4: an end beyond is drawn at the edge.
    /// </summary>
    private static (double Minimum, double Maximum) Range(IReadOnlyList<Row> rows, double relative)
    {
        var values = rows
            .SelectMany(row => new[] { row.Ratio, row.Low, row.High })
            .Where(double.IsFinite)
            .Append(1 - (2 * relative))
            .Append(1 + (2 * relative))
            .ToArray();
        var (low, high) = (Math.Max(0, values.Min()), Math.Min(4, values.Max()));
        var padding = (high - low) * 0.05;
        return (Math.Max(0, low - padding), high + padding);
    }

    private static OxyColor Colour(Verdict verdict) => verdict switch
    {
        Verdict.Slower => ChartTheme.Warning,
        Verdict.Faster => ChartTheme.Improvement,
        Verdict.Unknown => ChartTheme.Undecided,
        _ => ChartTheme.Bar,
    };

    private sealed record Row(string Label, double Ratio, double Low, double High, Verdict Verdict);
}

using HttpLab.Results.Formatting;
using OxyPlot;

namespace HttpLab.Results.Charts;

/// <summary>
/// A load run's latency chart: p50 and p99 per interval over time, corrected (from intended send times) and uncorrected
/// (from actual send times), beside the percentile spectrum (HdrHistogram's 1/(1 − p) axis) of both latencies.
/// Corrected lines are one colour, uncorrected ones another, p50 dashed; the gap between them is what coordinated
/// omission would hide. A generator-limited run says so in the header.
/// </summary>
public static class LatencyTimelineChart
{
    /// <summary>
    /// The chart as a standalone SVG document, or null when the case has no latency distribution to draw.
    /// </summary>
    /// <param name="run">The run, for the chart's header.</param>
    /// <param name="suite">The suite, for the chart's header.</param>
    /// <param name="loadCase">The case carrying <c>latencyUs</c> and <c>uncorrectedLatencyUs</c>.</param>
    /// <param name="intervals">The intervals, in time order.</param>
    public static string? Render(
        RunResult run, SuiteResult suite, CaseResult loadCase, IReadOnlyList<LatencyInterval> intervals)
    {
        ArgumentNullException.ThrowIfNull(run);
        return Render(run.RunId, run.Complete, run.IncompleteReason, suite, loadCase, intervals);
    }

    /// <summary>The chart of one load run among others (a study's), its header naming the run it belongs to.</summary>
    /// <param name="runId">The run, for the chart's title and header.</param>
    /// <param name="complete">Whether the load ran to its end; the header says so when not.</param>
    /// <param name="incompleteReason">Why it did not, for the header.</param>
    /// <param name="suite">The suite, for the chart's header.</param>
    /// <param name="loadCase">The case carrying <c>latencyUs</c> and <c>uncorrectedLatencyUs</c>.</param>
    /// <param name="intervals">The intervals, in time order.</param>
    public static string? Render(
        string runId,
        bool complete,
        string? incompleteReason,
        SuiteResult suite,
        CaseResult loadCase,
        IReadOnlyList<LatencyInterval> intervals)
    {
        ArgumentNullException.ThrowIfNull(runId);
        ArgumentNullException.ThrowIfNull(suite);
        ArgumentNullException.ThrowIfNull(loadCase);
        ArgumentNullException.ThrowIfNull(intervals);
        var header = ChartHeader.For(runId, complete, incompleteReason, suite, Key(loadCase));
        return Panels(loadCase, intervals) is { } panels
            ? ChartPage.Render($"{loadCase.Name}: latency — run {runId}", header, [panels])
            : null;
    }

    /// <summary>The timeline and the spectrum, or null when the case lacks either latency distribution.</summary>
    internal static IReadOnlyList<ChartPanel>? Panels(CaseResult loadCase, IReadOnlyList<LatencyInterval> intervals)
    {
        if (!loadCase.Distributions.TryGetValue(MetricCatalog.LatencyUs.Name, out var corrected)
            || !loadCase.Distributions.TryGetValue(MetricCatalog.UncorrectedLatencyUs.Name, out var uncorrected))
        {
            return null;
        }

        var (correctedColour, uncorrectedColour) = (ChartTheme.Series[0], ChartTheme.Series[1]);
        var answered = intervals.Where(interval => interval.Requests > 0).ToArray();
        TimeSeriesLine Line(string label, OxyColor colour, LineStyle dash, Func<LatencyInterval, double> value) =>
            new(label, colour, dash, answered.Select(interval => (interval.Second + 0.5, value(interval))).ToArray());
        var series = new[]
        {
            Line("p99 corrected", correctedColour, LineStyle.Solid, interval => interval.P99Us),
            Line("p50 corrected", correctedColour, LineStyle.Dash, interval => interval.P50Us),
            Line("p99 uncorrected", uncorrectedColour, LineStyle.Solid, interval => interval.UncorrectedP99Us),
            Line("p50 uncorrected", uncorrectedColour, LineStyle.Dash, interval => interval.UncorrectedP50Us),
        };
        var seconds = intervals.Count == 0 ? 1 : intervals.Max(interval => interval.Second) + 1;

        // The axes' unit fits the tail the chart is about (a report table's fits the smallest mean): 16 ms, not 16,000
        // μs.
        var unit = TimeUnit.Fitting(Math.Max(corrected.P999, uncorrected.P999) * 1_000);
        return
        [
            TimeSeriesPlot.Panel("Latency over time: p50 and p99 per second", series, seconds, unit),
            SpectrumPlot.Panel(
                "latency",
                "Latency by percentile (latencyUs, uncorrectedLatencyUs)",
                SpectrumMode.PercentileSpectrum,
                [
                    new SpectrumLine("latency (corrected)", correctedColour, LineStyle.Solid, corrected),
                    new SpectrumLine("latency (uncorrected)", uncorrectedColour, LineStyle.Solid, uncorrected),
                ],
                unit),
        ];
    }

    /// <summary>The case's warnings (generator-limited among them), each with its ⚠, as the header's key.</summary>
    private static string? Key(CaseResult loadCase) =>
        loadCase.Warnings.Count == 0
            ? null
            : string.Join(" · ", loadCase.Warnings.Select(warning => "⚠ " + warning));
}

using System.Globalization;
using System.Text;
using HttpLab.Histograms;
using HttpLab.Results;
using HttpLab.Results.Charts;

namespace HttpLab.Load.Reporting;

/// <summary>
/// Writes a load run's own files (<see cref="LoadFiles"/>) into its results folder, each atomically through
/// <see cref="ResultsDirectory"/>: the per-second CSV, the .hgrm percentile distributions, the interval log and the chart.
/// </summary>
public static class LoadArtifacts
{
    private const string RecordEnd = "\r\n";
    private const double MicrosecondsPerMillisecond = 1000;
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    /// <summary>Writes every file of <see cref="LoadFiles.All"/>; the chart needs the run and suite for its header.</summary>
    public static async Task WriteAsync(LoadReport report, RunResult run, SuiteResult suite, ResultsDirectory directory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(report);
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(suite);
        ArgumentNullException.ThrowIfNull(directory);
        await directory.WriteTextAsync(LoadFiles.TimeSeries, TimeSeriesCsv(report), cancellationToken).ConfigureAwait(false);
        await WriteTextAsync(directory, LoadFiles.LatencyDistribution, writer => PercentileDistributionWriter.Write(report.Latency, writer, MicrosecondsPerMillisecond), cancellationToken).ConfigureAwait(false);
        await WriteTextAsync(directory, LoadFiles.UncorrectedLatencyDistribution, writer => PercentileDistributionWriter.Write(report.UncorrectedLatency, writer, MicrosecondsPerMillisecond), cancellationToken).ConfigureAwait(false);
        await WriteTextAsync(directory, LoadFiles.SendLatenessDistribution, writer => PercentileDistributionWriter.Write(report.SendLateness, writer, MicrosecondsPerMillisecond), cancellationToken).ConfigureAwait(false);
        await WriteTextAsync(directory, LoadFiles.IntervalLog, writer => WriteIntervalLog(report, writer), cancellationToken).ConfigureAwait(false);
        var loadCase = suite.Cases.FirstOrDefault() ?? LoadResults.ToCase(report);
        var intervals = report.Seconds
            .Select(second => new LatencyInterval(second.Second, second.Requests, second.P50Us, second.P99Us, second.UncorrectedP50Us, second.UncorrectedP99Us))
            .ToArray();
        if (LatencyTimelineChart.Render(run, suite, loadCase, intervals) is { } svg)
        {
            await directory.WriteTextAsync(LoadFiles.LatencyChart, svg, cancellationToken).ConfigureAwait(false);
        }
    }

    /// <summary>The per-second CSV (RFC 4180, CRLF): second, requests, p50Us, p99Us, errors, uncorrectedP50Us, uncorrectedP99Us.</summary>
    public static string TimeSeriesCsv(LoadReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        var builder = new StringBuilder("second,requests,p50Us,p99Us,errors,uncorrectedP50Us,uncorrectedP99Us").Append(RecordEnd);
        foreach (var second in report.Seconds)
        {
            builder.Append(CultureInfo.InvariantCulture, $"{second.Second},{second.Requests},{second.P50Us:R},{second.P99Us:R},{second.Errors},{second.UncorrectedP50Us:R},{second.UncorrectedP99Us:R}").Append(RecordEnd);
        }

        return builder.ToString();
    }

    /// <summary>The interval log: times relative to when measuring started (its StartTime and BaseTime), maxima in milliseconds.</summary>
    public static void WriteIntervalLog(LoadReport report, TextWriter writer)
    {
        ArgumentNullException.ThrowIfNull(report);
        var log = new HistogramLogWriter(writer, MicrosecondsPerMillisecond);
        var baseTime = report.MeasureStartUtc.ToUnixTimeMilliseconds();
        log.WriteComment(Text($"[Logged with HttpLab load: {LoadCaseName.For(report.Options)}; values in microseconds; untagged = latency from intended send times, Tag={LoadFiles.UncorrectedTag} = from actual send times]"));
        log.WriteLogFormatVersion();
        log.WriteStartTime(baseTime);
        log.WriteBaseTime(baseTime);
        log.WriteLegend();
        foreach (var second in report.Seconds)
        {
            var start = (second.StartUtc.ToUnixTimeMilliseconds() - baseTime) / 1000.0;
            var end = (second.EndUtc.ToUnixTimeMilliseconds() - baseTime) / 1000.0;
            log.WriteIntervalHistogram(start, end, HistogramEncoding.DecodeCompressed(second.LatencyHistogram.Span));
            var uncorrected = HistogramEncoding.DecodeCompressed(second.UncorrectedLatencyHistogram.Span);
            uncorrected.Tag = LoadFiles.UncorrectedTag;
            log.WriteIntervalHistogram(start, end, uncorrected);
        }
    }

    private static Task WriteTextAsync(ResultsDirectory directory, string fileName, Action<TextWriter> write, CancellationToken cancellationToken) =>
        directory.WriteFileAsync(
            fileName,
            async (stream, token) =>
            {
                var writer = new StreamWriter(stream, Utf8, bufferSize: 64 * 1024, leaveOpen: true);
                await using (writer.ConfigureAwait(false))
                {
                    write(writer);
                    await writer.FlushAsync(token).ConfigureAwait(false);
                }
            },
            cancellationToken);

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}

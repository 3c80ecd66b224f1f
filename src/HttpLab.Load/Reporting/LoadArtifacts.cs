using System.Globalization;
using System.Text;
using HdrHistogram;
using HttpLab.Results;
using HttpLab.Results.Charts;
using HttpLab.Results.Histograms;

namespace HttpLab.Load.Reporting;

/// <summary>
/// Writes a load run's own files (<see cref="LoadFiles"/>) into its results folder, each atomically through
/// <see cref="ResultsDirectory"/>: the per-second CSV, the .hgrm percentile distributions, the interval log and the chart.
/// </summary>
public static class LoadArtifacts
{
    private const string RecordEnd = "\r\n";
    private const double MicrosecondsPerMillisecond = 1000;
    private const char ByteOrderMark = '\uFEFF';
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    /// <summary>Writes every file of <see cref="LoadFiles.All"/>; the chart needs the run and suite for its header.</summary>
    public static async Task WriteAsync(LoadReport report, RunResult run, SuiteResult suite, ResultsDirectory directory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(report);
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(suite);
        ArgumentNullException.ThrowIfNull(directory);
        await directory.WriteTextAsync(LoadFiles.TimeSeries, TimeSeriesCsv(report), cancellationToken).ConfigureAwait(false);
        await WriteTextAsync(directory, LoadFiles.LatencyDistribution, writer => HistogramText.WritePercentileDistribution(report.Latency, writer, MicrosecondsPerMillisecond), cancellationToken).ConfigureAwait(false);
        await WriteTextAsync(directory, LoadFiles.SuccessLatencyDistribution, writer => HistogramText.WritePercentileDistribution(report.SuccessLatency, writer, MicrosecondsPerMillisecond), cancellationToken).ConfigureAwait(false);
        await WriteTextAsync(directory, LoadFiles.UncorrectedLatencyDistribution, writer => HistogramText.WritePercentileDistribution(report.UncorrectedLatency, writer, MicrosecondsPerMillisecond), cancellationToken).ConfigureAwait(false);
        await WriteTextAsync(directory, LoadFiles.SendLatenessDistribution, writer => HistogramText.WritePercentileDistribution(report.SendLateness, writer, MicrosecondsPerMillisecond), cancellationToken).ConfigureAwait(false);
        await WriteTextAsync(directory, LoadFiles.IntervalLog, writer => WriteIntervalLog(report, writer), cancellationToken).ConfigureAwait(false);
        var loadCase = suite.Cases.FirstOrDefault() ?? LoadResults.ToCase(report);
        var intervals = report.Seconds
            .Select(second => new LatencyInterval(second.Second, second.Responses, second.P50Us, second.P99Us, second.UncorrectedP50Us, second.UncorrectedP99Us))
            .ToArray();
        if (LatencyTimelineChart.Render(run, suite, loadCase, intervals) is { } svg)
        {
            await directory.WriteTextAsync(LoadFiles.LatencyChart, svg, cancellationToken).ConfigureAwait(false);
        }
    }

    /// <summary>The per-second CSV (RFC 4180, CRLF), columns as <see cref="LoadFiles.TimeSeries"/> lists them.</summary>
    public static string TimeSeriesCsv(LoadReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        var builder = new StringBuilder("second,responses,p50Us,p99Us,errors,uncorrectedP50Us,uncorrectedP99Us,timeouts,refusedAtCap,notSentAtEnd,waitedForConnection,lateSends,generatorPauseUs,busyConnections,generatorCpuSeconds").Append(RecordEnd);
        foreach (var second in report.Seconds)
        {
            builder.Append(CultureInfo.InvariantCulture, $"{second.Second},{second.Responses},{second.P50Us:R},{second.P99Us:R},{second.Errors},{second.UncorrectedP50Us:R},{second.UncorrectedP99Us:R}")
                .Append(CultureInfo.InvariantCulture, $",{second.Timeouts},{second.RefusedAtCap},{second.NotSentAtEnd},{second.WaitedForConnection},{second.LateSends},{second.GeneratorPauseUs},{second.BusyConnections},{second.GeneratorCpuSeconds:R}")
                .Append(RecordEnd);
        }

        return builder.ToString();
    }

    /// <summary>
    /// The interval log, written by HdrHistogram.NET's HistogramLogWriter after one comment line naming the run and the
    /// tag: absolute interval times, the StartTime when measuring started, Interval_Max divided by 1,000,000 (the
    /// package's fixed ratio). The package writes UTF-16 in the current culture; this writes the same text in the
    /// invariant culture to <paramref name="writer"/> (UTF-8 in the results folder), as HdrHistogram's Java tools read it.
    /// </summary>
    public static void WriteIntervalLog(LoadReport report, TextWriter writer)
    {
        ArgumentNullException.ThrowIfNull(report);
        ArgumentNullException.ThrowIfNull(writer);
        writer.Write(Text($"#[Logged with HttpLab load: {LoadCaseName.For(report.Options)}; values in microseconds; untagged = latency of every request from intended send times (failures and requests never sent included), Tag={LoadFiles.UncorrectedTag} = responses from actual send times]\n"));
        using var utf16 = new MemoryStream();
        HistogramText.InInvariantCulture(() =>
        {
            using var log = new HistogramLogWriter(utf16);
            log.Write(report.MeasureStartUtc.UtcDateTime);
            foreach (var second in report.Seconds)
            {
                log.Append(Interval(second.LatencyHistogram, second, tag: null));
                log.Append(Interval(second.UncorrectedLatencyHistogram, second, LoadFiles.UncorrectedTag));
            }
        });
        writer.Write(Encoding.Unicode.GetString(utf16.GetBuffer(), 0, (int)utf16.Length).TrimStart(ByteOrderMark));
    }

    private static HistogramBase Interval(ReadOnlyMemory<byte> encoded, LoadSecond second, string? tag)
    {
        var histogram = LatencyHistograms.DecodeCompressed(encoded);
        histogram.StartTimeStamp = second.StartUtc.ToUnixTimeMilliseconds();
        histogram.EndTimeStamp = second.EndUtc.ToUnixTimeMilliseconds();
        histogram.Tag = tag;
        return histogram;
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

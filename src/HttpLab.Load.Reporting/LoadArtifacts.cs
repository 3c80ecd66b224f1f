using HttpLab.Results;
using HttpLab.Results.Charts;
using HttpLab.Results.Csv;
using HttpLab.Results.Histograms;

namespace HttpLab.Load.Reporting;

/// <summary>
/// Writes a load run's own files, the set <see cref="LoadFiles.All"/> declares, each atomically through an
/// <see cref="ArtifactWriter"/>: the per-second CSV, the .hgrm percentile distributions, the interval log and the
/// chart.
/// <c>httplab load</c> writes them beside results.json; the load study writes them for each of its runs.
/// </summary>
public static class LoadArtifacts
{
    private const double MicrosecondsPerMillisecond = 1000;

    /// <summary>Writes every file of <see cref="LoadFiles.All"/> for the run's only suite.</summary>
    public static Task WriteAsync(
        LoadReport report, RunResult run, SuiteResult suite, ArtifactWriter files, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(report);
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(suite);
        var loadCase = suite.Cases.FirstOrDefault() ?? LoadResults.ToCase(report);
        var chart = LatencyTimelineChart.Render(run, suite, loadCase, Intervals(report));
        return WriteAsync(report, chart, files, cancellationToken);
    }

    /// <summary>
    /// Writes every file of <see cref="LoadFiles.All"/> for one load run of several (a study's); the chart describes
    /// the run as <c>httplab load</c> would, in the run named by <see cref="ArtifactWriter.RunId"/>.
    /// </summary>
    public static Task WriteAsync(LoadReport report, ArtifactWriter files, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(report);
        ArgumentNullException.ThrowIfNull(files);
        var suite = LoadResults.ToSuite(report);
        var incomplete = report.Complete ? null : "interrupted before the load's end";
        var chart = LatencyTimelineChart.Render(
            files.RunId ?? string.Empty, report.Complete, incomplete, suite, suite.Cases[0], Intervals(report));
        return WriteAsync(report, chart, files, cancellationToken);
    }

    /// <summary>The per-second CSV, columns as <see cref="LoadFiles.TimeSeries"/> lists them.</summary>
    public static CsvWriter TimeSeriesCsv(LoadReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        var csv = new CsvWriter(
        [
            "second", "responses", "p50Us", "p99Us", "errors", "uncorrectedP50Us", "uncorrectedP99Us", "timeouts",
            "refusedAtCap", "notSentAtEnd", "waitedForConnection", "lateSends", "generatorPauseUs", "busyConnections",
            "generatorCpuSeconds", "generatorCollections", "generatorGcPauseUs", "generatorAllocatedBytes",
            "generatorHeapBytes", "generatorJitUs",
        ]);
        foreach (var second in report.Seconds)
        {
            csv.Number(second.Second).Number(second.Responses).Number(second.P50Us).Number(second.P99Us)
                .Number(second.Errors).Number(second.UncorrectedP50Us).Number(second.UncorrectedP99Us)
                .Number(second.Timeouts).Number(second.RefusedAtCap).Number(second.NotSentAtEnd)
                .Number(second.WaitedForConnection).Number(second.LateSends).Number(second.GeneratorPauseUs)
                .Number(second.BusyConnections).Number(second.GeneratorCpuSeconds)
                .Number(second.GeneratorCollections).Number(second.GeneratorGcPauseUs)
                .Number(second.GeneratorAllocatedBytes).Number(second.GeneratorHeapBytes).Number(second.GeneratorJitUs)
                .EndRow();
        }

        return csv;
    }

    /// <summary>
    /// The interval log of a run that kept its intervals in memory (<see cref="LoadReport.Intervals"/>), as
    /// <see cref="IntervalLogText"/> writes it.
    /// </summary>
    /// <exception cref="ArgumentException">The run wrote its interval log as it went.</exception>
    public static void WriteIntervalLog(LoadReport report, TextWriter writer)
    {
        ArgumentNullException.ThrowIfNull(report);
        ArgumentNullException.ThrowIfNull(writer);
        var intervals = report.Intervals
            ?? throw new ArgumentException("The run wrote its interval log as it went.", nameof(report));
        writer.Write(IntervalLogText.Header(report.Options, report.MeasureStartUtc));
        foreach (var interval in intervals)
        {
            writer.Write(IntervalLogText.Lines(interval));
        }
    }

    private static async Task WriteAsync(
        LoadReport report, string? chart, ArtifactWriter files, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(files);
        var distributions = new[]
        {
            (LoadFiles.LatencyDistribution, report.Latency),
            (LoadFiles.SuccessLatencyDistribution, report.SuccessLatency),
            (LoadFiles.UncorrectedLatencyDistribution, report.UncorrectedLatency),
            (LoadFiles.SendLatenessDistribution, report.SendLateness),
        };
        await files.WriteCsvAsync(LoadFiles.TimeSeries, TimeSeriesCsv(report), cancellationToken).ConfigureAwait(false);
        foreach (var (fileName, histogram) in distributions)
        {
            await files.WriteTextAsync(
                    fileName,
                    writer => HistogramText.WritePercentileDistribution(histogram, writer, MicrosecondsPerMillisecond),
                    cancellationToken)
                .ConfigureAwait(false);
        }

        if (report.Intervals is not null)
        {
            await files.WriteTextAsync(
                    LoadFiles.IntervalLog, writer => WriteIntervalLog(report, writer), cancellationToken)
                .ConfigureAwait(false);
        }
        if (chart is not null)
        {
            await files.WriteTextAsync(LoadFiles.LatencyChart, chart, cancellationToken).ConfigureAwait(false);
        }
    }

    private static LatencyInterval[] Intervals(LoadReport report) => report.Seconds
        .Select(second => new LatencyInterval(
            second.Second,
            second.Responses,
            second.P50Us,
            second.P99Us,
            second.UncorrectedP50Us,
            second.UncorrectedP99Us))
        .ToArray();

}

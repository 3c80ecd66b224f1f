using HttpLab.Load.Verdicts;

namespace HttpLab.Load.Execution;

/// <summary>
/// Turns a finished run's recorders and counters into its <see cref="LoadReport"/>, with the self-check that tells the
/// generator's limits from the server's.
/// </summary>
internal static class LoadReportBuilder
{
    public static LoadReport Build(LoadRunTotals totals)
    {
        var errors = totals.Recorder.ErrorCounts();
        var report = new LoadReport
        {
            Options = totals.Options,
            EngineDescription = totals.EngineDescription,
            MeasureStartUtc = totals.Clock.ToUtc(totals.Clock.MeasureStart),
            Complete = totals.Complete,
            MeasuredTime = TimeSpan.FromSeconds(totals.Clock.ToSeconds(totals.MeasuredTicks)),
            Requests = totals.Sampler.UncorrectedLatency.TotalCount + errors.Total - errors.NotSent,
            Errors = errors,
            StatusCodes = totals.Recorder.StatusCounts(),
            Bodies = totals.Recorder.Bodies(),
            BytesSent = Math.Max(0, totals.BytesSent),
            BytesReceived = Math.Max(0, totals.BytesReceived),
            GeneratorCpuSeconds = Math.Max(0, totals.GeneratorCpuSeconds),
            Latency = totals.Sampler.Latency,
            SuccessLatency = totals.Sampler.SuccessLatency,
            UncorrectedLatency = totals.Sampler.UncorrectedLatency,
            SendLateness = totals.Sampler.SendLateness,
            Seconds = totals.Sampler.Seconds,
            Intervals = totals.Intervals,
        };
        report = report with { ServerLimitedReason = ServerCheck.Reason(report) };
        return report with { GeneratorLimitedReason = GeneratorCheck.Reason(report) };
    }
}

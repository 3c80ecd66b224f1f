using System.Diagnostics;
using HdrHistogram;

namespace HttpLab.Load.Execution;

/// <summary>
/// Cuts the measurement into seconds: at each whole second after measuring starts it takes the recorders' interval
/// histograms, keeps their counts, percentiles and compressed encodings as a <see cref="LoadSecond"/>, adds them to the
/// run's totals and reports progress. Two interval histograms are recycled, so memory stays fixed; the rows are bounded
/// by the duration. <see cref="Finish"/> takes the last, partial second (with the drain) once the run is over.
/// </summary>
internal sealed class IntervalSampler(LoadRun run, int maxSeconds, IProgress<LoadProgress>? progress)
{
    private static readonly TimeSpan WarmupReportInterval = TimeSpan.FromSeconds(1);

    private readonly List<LoadSecond> seconds = [];
    private HistogramBase? spareLatency;
    private HistogramBase? spareSuccess;
    private HistogramBase? spareUncorrected;
    private long errors;
    private long responses;
    private TimeSpan cpuAtSecondStart;
    private long intervalStartTicks;

    /// <summary>
    /// Every measured request, from its intended send time (failures and requests never sent included).
    /// </summary>
    public LongHistogram Latency { get; } = LatencyHistograms.Create();

    /// <summary>Responses with an expected status (--expect-status), from their intended send time.</summary>
    public LongHistogram SuccessLatency { get; } = LatencyHistograms.Create();

    public LongHistogram UncorrectedLatency { get; } = LatencyHistograms.Create();

    public IReadOnlyList<LoadSecond> Seconds => seconds;

    /// <summary>
    /// Runs until <paramref name="stop"/> is cancelled; calls <paramref name="onMeasureStart"/> once measuring starts.
    /// </summary>
    public async Task RunAsync(Action onMeasureStart, CancellationToken stop)
    {
        var clock = run.Clock;
        try
        {
            while (clock.Now < clock.MeasureStart)
            {
                var untilMeasuring = TimeSpan.FromSeconds(clock.ToSeconds(clock.MeasureStart - clock.Now));
                await Task.Delay(untilMeasuring < WarmupReportInterval ? untilMeasuring : WarmupReportInterval, stop)
                    .ConfigureAwait(false);
                Report(LoadPhase.WarmingUp, 0);
            }

            // Only measured requests are recorded, so the recorders' first interval needs no reset (one would lose the
            // responses that came between measuring's start and this late-running line); its start is set in Take.
            onMeasureStart();
            cpuAtSecondStart = ProcessCpu();
            intervalStartTicks = clock.MeasureStart;

            for (var second = 1; second < maxSeconds; second++)
            {
                var due = clock.MeasureStart + clock.ToTicks(second);
                var wait = TimeSpan.FromSeconds(clock.ToSeconds(due - clock.Now));
                if (wait > TimeSpan.Zero)
                {
                    await Task.Delay(wait, stop).ConfigureAwait(false);
                }

                var taken = Take();
                Report(clock.Now < clock.MeasureEnd ? LoadPhase.Measuring : LoadPhase.Draining, taken.Responses);
            }

            await Task.Delay(Timeout.InfiniteTimeSpan, stop).ConfigureAwait(false);
        }
        catch (OperationCanceledException) when (stop.IsCancellationRequested)
        {
            // The run is over; Finish takes the last interval.
        }
    }

    /// <summary>Takes the last interval; call once, after <see cref="RunAsync"/> has returned.</summary>
    public void Finish()
    {
        if (run.Clock.Now >= run.Clock.MeasureStart)
        {
            Take();
        }
    }

    private LoadSecond Take()
    {
        var recorder = run.Recorder;

        var end = DateTimeOffset.FromUnixTimeMilliseconds(DateTimeOffset.UtcNow.ToUnixTimeMilliseconds());
        var intervalStart = intervalStartTicks;
        intervalStartTicks = run.Clock.Now;
        var latency = recorder.Latency.GetIntervalHistogram(spareLatency);
        var success = recorder.SuccessLatency.GetIntervalHistogram(spareSuccess);
        var uncorrected = recorder.UncorrectedLatency.GetIntervalHistogram(spareUncorrected);
        var counts = recorder.TakeSecond();
        var cpu = ProcessCpu();
        Latency.Add(latency);
        SuccessLatency.Add(success);
        UncorrectedLatency.Add(uncorrected);
        errors += counts.Errors;
        responses += counts.Responses;
        var row = new LoadSecond(
            seconds.Count,
            seconds.Count == 0 ? run.Clock.ToUtc(run.Clock.MeasureStart) : seconds[^1].EndUtc,
            end,
            counts.Responses,
            counts.Errors,
            LatencyHistograms.ValueAtPercentile(latency, 50),
            LatencyHistograms.ValueAtPercentile(latency, 99),
            LatencyHistograms.ValueAtPercentile(uncorrected, 50),
            LatencyHistograms.ValueAtPercentile(uncorrected, 99))
        {
            LatencyHistogram = LatencyHistograms.EncodeCompressed(latency),
            UncorrectedLatencyHistogram = LatencyHistograms.EncodeCompressed(uncorrected),
            Timeouts = counts.Timeouts,
            RefusedAtCap = counts.RefusedAtCap,
            NotSentAtEnd = counts.NotSentAtEnd,
            WaitedForConnection = counts.WaitedForConnection,
            LateSends = counts.LateSends,
            GeneratorPauseUs = counts.LongestPauseUs,
            BusyConnections = run.BusyConnections,
            WaitingAllInterval = run.ConnectionsBusySince(intervalStart),
            GeneratorCpuSeconds = Math.Max(0, (cpu - cpuAtSecondStart).TotalSeconds),
        };
        seconds.Add(row);
        (spareLatency, spareSuccess, spareUncorrected, cpuAtSecondStart) = (latency, success, uncorrected, cpu);
        return row;
    }

    private static TimeSpan ProcessCpu()
    {
        using var process = Process.GetCurrentProcess();
        return process.TotalProcessorTime;
    }

    private void Report(LoadPhase phase, long lastSecondRequests) =>
        progress?.Report(new LoadProgress(
            phase,
            TimeSpan.FromSeconds(run.Clock.ToSeconds(run.Clock.Now - run.Clock.Start)),
            responses,
            lastSecondRequests,
            errors));
}

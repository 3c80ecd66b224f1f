using HdrHistogram;
using HttpLab.Load.Intervals;
using HttpLab.Load.Scheduling;

namespace HttpLab.Load.Execution;

/// <summary>
/// Cuts the measurement into seconds: at each whole second after measuring starts it takes the recorders' interval
/// histograms, hands them to the interval log, keeps their counts and percentiles as a <see cref="LoadSecond"/>,
/// adds them to the run's totals and reports progress. Two interval histograms are recycled, so memory stays fixed;
/// the rows are bounded by the duration. <see cref="Finish"/> takes the last, partial second (with the drain) once the
/// run is over. Between the last whole second and the end it still reports once a second, so a live view shows the
/// drain.
/// </summary>
/// <param name="run">The run whose recorders and clock it reads.</param>
/// <param name="maxSeconds">The whole seconds of the measured duration, rounded up.</param>
/// <param name="schedule">The open model's schedule, for the target rate in progress reports; null when closed.</param>
/// <param name="shards">The generators the schedule is shared by (<see cref="LoadShard.Count"/>): each has its share of
/// the rate.</param>
/// <param name="progress">Where the reports go, if anywhere.</param>
/// <param name="intervalLog">Where each second's histograms go.</param>
internal sealed class IntervalSampler(
    LoadRun run,
    int maxSeconds,
    RateSchedule? schedule,
    int shards,
    IProgress<LoadProgress>? progress,
    ILoadIntervalLog intervalLog)
{
    private static readonly TimeSpan ReportInterval = TimeSpan.FromSeconds(1);

    private readonly List<LoadSecond> seconds = [];
    private HistogramBase? spareLatency;
    private HistogramBase? spareSuccess;
    private HistogramBase? spareUncorrected;
    private HistogramBase? spareLateness;
    private long errors;
    private long responses;
    private ProcessReading atSecondStart;
    private long secondStart;
    private LoadErrorCounts errorsAtSecondStart;
    private LoadProgress lastSecondProgress;
    private (TimeSpan Cpu, long At) lastReport;

    /// <summary>
    /// Every measured request, from its intended send time (failures and requests never sent included).
    /// </summary>
    public LongHistogram Latency { get; } = LatencyHistograms.Create();

    /// <summary>Responses with an expected status (--expect-status), from their intended send time.</summary>
    public LongHistogram SuccessLatency { get; } = LatencyHistograms.Create();

    public LongHistogram UncorrectedLatency { get; } = LatencyHistograms.Create();

    /// <summary>How late the generator sent each measured request (closed model: its turnaround).</summary>
    public LongHistogram SendLateness { get; } = LatencyHistograms.Create();

    public IReadOnlyList<LoadSecond> Seconds => seconds;

    /// <summary>
    /// Runs until <paramref name="stop"/> is cancelled; calls <paramref name="onMeasureStart"/> once measuring starts.
    /// </summary>
    public async Task RunAsync(Action onMeasureStart, CancellationToken stop)
    {
        var clock = run.Clock;
        lastReport = (ProcessReading.CpuNow(), clock.Now);
        try
        {
            while (clock.Now < clock.MeasureStart)
            {
                var untilMeasuring = TimeSpan.FromSeconds(clock.ToSeconds(clock.MeasureStart - clock.Now));
                await Task.Delay(untilMeasuring < ReportInterval ? untilMeasuring : ReportInterval, stop)
                    .ConfigureAwait(false);
                Report(lastSecondProgress with
                {
                    Phase = LoadPhase.WarmingUp,
                    TargetRps = schedule?.RateAt(0) / shards,
                });
            }

            // Only measured requests are recorded, so the recorders' first interval needs no reset (one would lose the
            // responses that came between measuring's start and this late-running line); its start is set in Take.
            onMeasureStart();
            atSecondStart = ProcessReading.Now();
            secondStart = clock.MeasureStart;

            for (var second = 1; second < maxSeconds; second++)
            {
                var due = clock.MeasureStart + clock.ToTicks(second);
                var wait = TimeSpan.FromSeconds(clock.ToSeconds(due - clock.Now));
                if (wait > TimeSpan.Zero)
                {
                    await Task.Delay(wait, stop).ConfigureAwait(false);
                }

                Take();
                Report(lastSecondProgress with
                {
                    Phase = clock.Now < clock.MeasureEnd ? LoadPhase.Measuring : LoadPhase.Draining,
                });
            }

            // Finish takes the last second with the drain; until then the last whole second stands. Nothing more is
            // due once measuring has ended, so the drain has no target rate.
            // A timer may fire a little before the clock says it is time, and this report names the phase.
            while (clock.Now < clock.MeasureEnd)
            {
                var untilEnd = TimeSpan.FromSeconds(clock.ToSeconds(clock.MeasureEnd - clock.Now));
                await Task.Delay(TimeSpan.FromTicks(Math.Max(untilEnd.Ticks, TimeSpan.TicksPerMillisecond)), stop)
                    .ConfigureAwait(false);
            }

            while (true)
            {
                Report(lastSecondProgress with { Phase = LoadPhase.Draining, TargetRps = null });
                await Task.Delay(ReportInterval, stop).ConfigureAwait(false);
            }
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

    private void Take()
    {
        var recorder = run.Recorder;

        var end = DateTimeOffset.FromUnixTimeMilliseconds(DateTimeOffset.UtcNow.ToUnixTimeMilliseconds());
        var latency = recorder.Latency.GetIntervalHistogram(spareLatency);
        var success = recorder.SuccessLatency.GetIntervalHistogram(spareSuccess);
        var uncorrected = recorder.UncorrectedLatency.GetIntervalHistogram(spareUncorrected);
        var lateness = recorder.SendLateness.GetIntervalHistogram(spareLateness);
        var counts = recorder.TakeSecond();
        var errorsByKind = recorder.ErrorCounts();
        var process = ProcessReading.Now();
        var now = run.Clock.Now;
        LatencyHistograms.AddRecorded(Latency, latency);
        LatencyHistograms.AddRecorded(SuccessLatency, success);
        LatencyHistograms.AddRecorded(UncorrectedLatency, uncorrected);
        LatencyHistograms.AddRecorded(SendLateness, lateness);
        errors += counts.Errors;
        responses += counts.Responses;
        var start = seconds.Count == 0 ? run.Clock.ToUtc(run.Clock.MeasureStart) : seconds[^1].EndUtc;
        intervalLog.Append(new LoadInterval(seconds.Count, start, end, latency, uncorrected, lateness));
        var row = new LoadSecond(
            seconds.Count,
            start,
            end,
            counts.Responses,
            counts.Errors,
            LatencyHistograms.ValueAtPercentile(latency, 50),
            LatencyHistograms.ValueAtPercentile(latency, 99),
            LatencyHistograms.ValueAtPercentile(uncorrected, 50),
            LatencyHistograms.ValueAtPercentile(uncorrected, 99))
        {
            Timeouts = counts.Timeouts,
            RefusedAtCap = counts.RefusedAtCap,
            NotSentAtEnd = counts.NotSentAtEnd,
            WaitedForConnection = counts.WaitedForConnection,
            LateSends = counts.LateSends,
            GeneratorPauseUs = counts.LongestPauseUs,
            BusyConnections = run.BusyConnections,
            WaitingAllInterval = run.ConnectionsBusySince(secondStart),
            GeneratorCpuSeconds = Math.Max(0, (process.Cpu - atSecondStart.Cpu).TotalSeconds),
            GeneratorCollections = process.Collections - atSecondStart.Collections,
            GeneratorGcPauseUs = (long)(process.GcPause - atSecondStart.GcPause).TotalMicroseconds,
            GeneratorJitUs = Math.Max(0, (long)(process.JitTime - atSecondStart.JitTime).TotalMicroseconds),
            GeneratorAllocatedBytes = process.AllocatedBytes - atSecondStart.AllocatedBytes,
            GeneratorHeapBytes = process.HeapBytes,
        };
        seconds.Add(row);
        lastSecondProgress = SecondProgress(row, now, errorsByKind, lateness);
        (spareLatency, spareSuccess, spareUncorrected, spareLateness) = (latency, success, uncorrected, lateness);
        (atSecondStart, secondStart, errorsAtSecondStart) = (process, now, errorsByKind);
    }

    /// <summary>What a report says of the second just taken, until the next one is.</summary>
    private LoadProgress SecondProgress(LoadSecond row, long end, LoadErrorCounts errorsByKind, HistogramBase lateness)
    {
        var clock = run.Clock;
        var seconds = Math.Max(clock.ToSeconds(end - secondStart), 1e-3);
        // A ramp's requests due in an interval are its rate at the interval's middle times its length.
        var middle = clock.ToSeconds(((secondStart + end) / 2) - clock.MeasureStart);
        var measuring = middle < clock.ToSeconds(clock.MeasureEnd - clock.MeasureStart);
        return new LoadProgress(LoadPhase.Measuring, TimeSpan.Zero, responses, row.Responses / seconds, errors)
        {
            TargetRps = measuring ? schedule?.RateAt(middle) / shards : null,
            LastSecond = row,
            LastSecondErrors = new LoadErrorCounts(
                errorsByKind.Refused - errorsAtSecondStart.Refused,
                errorsByKind.Reset - errorsAtSecondStart.Reset,
                errorsByKind.Timeout - errorsAtSecondStart.Timeout,
                errorsByKind.Unparsable - errorsAtSecondStart.Unparsable,
                errorsByKind.NotSent - errorsAtSecondStart.NotSent),
            ErrorsByKind = errorsByKind,
            SendLatenessP99Us = LatencyHistograms.ValueAtPercentile(lateness, 99),
        };
    }

    /// <summary>
    /// Reports <paramref name="update"/> with what is read fresh each time: the clock, the requests in flight and the
    /// CPU the process used since the last report.
    /// </summary>
    private void Report(LoadProgress update)
    {
        if (progress is null)
        {
            return;
        }

        var clock = run.Clock;
        var (cpu, now) = (ProcessReading.CpuNow(), clock.Now);
        var wall = clock.ToSeconds(now - lastReport.At);
        var cores = wall > 0 ? Math.Max(0, (cpu - lastReport.Cpu).TotalSeconds / wall) : 0;
        lastReport = (cpu, now);
        progress.Report(update with
        {
            Elapsed = TimeSpan.FromSeconds(clock.ToSeconds(Math.Max(0, now - clock.Start))),
            Planned = TimeSpan.FromSeconds(clock.ToSeconds(clock.MeasureEnd - clock.Start)),
            InFlight = run.BusyConnections,
            GeneratorCores = cores,
            ProcessorCount = Environment.ProcessorCount,
        });
    }
}

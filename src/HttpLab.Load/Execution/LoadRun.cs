using System.Runtime.ExceptionServices;
using HttpLab.Load.Engines;
using HttpLab.Load.Intervals;
using HttpLab.Load.Scheduling;

namespace HttpLab.Load.Execution;

/// <summary>
/// One run from start to report: waits for its start time if it has one (<see cref="StartClock"/>), makes the engine's
/// lanes, starts the sampler and the timeout watchdog, drives the open model (scheduler thread, dispatcher, bounded
/// drain) or the closed model (lanes back to back), and stops at once on cancellation, keeping what was measured. Every
/// wait after the start is bounded by the duration, the warm-up and the request timeout.
/// </summary>
internal sealed partial class LoadRun
{
    private static readonly TimeSpan DrainPoll = TimeSpan.FromMilliseconds(5);
    private static readonly TimeSpan StartPoll = TimeSpan.FromMilliseconds(1);
    private static readonly TimeSpan StopGrace = TimeSpan.FromSeconds(5);

    private readonly LoadOptions options;
    private readonly Lane[] lanes;
    private readonly ILoadEngine engine;
    private readonly Dispatcher? dispatcher;
    private readonly TimeoutWatchdog watchdog;

    // Never handed out as a WaitHandle, so it holds no kernel object and needs no disposal.
    private readonly ManualResetEventSlim interruptedSignal = new(initialState: false, spinCount: 0);
    private volatile bool interrupted;
    private Exception? fault;
    private long sendWindowEnd;
    private long claimed;
    private (long Sent, long Received) transferredAtMeasureStart;

    private LoadRun(LoadOptions options, ILoadEngine engine, (long Timestamp, DateTimeOffset Utc)? start)
    {
        this.options = options;
        this.engine = engine;
        Clock = new RunClock(TimeProvider.System, options.EffectiveWarmup, options.Duration, start);
        Recorder = new LoadRecorder(Clock, options.Timeout, options.ExpectStatus);
        dispatcher = options.Rate is null
            ? null
            : new Dispatcher(options.Lanes, options.MaxInFlight - options.Lanes);
        watchdog = new TimeoutWatchdog(Clock, Recorder, options.Timeout);
        lanes = new Lane[options.Lanes];
        for (var index = 0; index < lanes.Length; index++)
        {
            lanes[index] = new Lane(this, engine.CreateConnection(), dispatcher);
        }
    }

    public RunClock Clock { get; }

    public LoadRecorder Recorder { get; }

    public bool Interrupted => interrupted;

    /// <summary>Set when the run is interrupted: what a long wait blocks on, so an interruption ends it at once.
    /// </summary>
    public ManualResetEventSlim InterruptedSignal => interruptedSignal;

    /// <summary>How many connections have a request on the wire now.</summary>
    public int BusyConnections => lanes.Count(lane => lane.IsBusy);

    /// <summary>How many connections have had one request on the wire since <paramref name="timestamp"/> or
    /// earlier.</summary>
    public int ConnectionsBusySince(long timestamp) => lanes.Count(lane => lane.BusySince(timestamp));

    public static async Task<LoadReport> RunAsync(
        LoadOptions options,
        IProgress<LoadProgress>? progress,
        ILoadIntervalLog? intervalLog,
        CancellationToken cancellationToken)
    {
        var endPoint = await LoadTarget.ResolveAsync(options.Url, LoadTarget.SystemLookUp, cancellationToken)
            .ConfigureAwait(false);
        var engine = LoadEngines.Create(options, endPoint);
        await using (engine.ConfigureAwait(false))
        {
            (long, DateTimeOffset)? start = options.StartAt is { } startAt
                ? await StartClock.ApproachAsync(
                        startAt, TimeProvider.System, left => ReportWaiting(options, progress, left), cancellationToken)
                    .ConfigureAwait(false)
                : null;
            return await new LoadRun(options, engine, start).RunAsync(progress, intervalLog, cancellationToken)
                .ConfigureAwait(false);
        }
    }

    /// <summary>No measured request is sent after <paramref name="timestamp"/>; the first call wins.</summary>
    public void EndSendWindow(long timestamp) => Interlocked.CompareExchange(ref sendWindowEnd, timestamp, 0);

    /// <summary>
    /// A connection failed in a way that is a bug, not a network failure: the run stops and throws it.
    /// </summary>
    public void Fault(Exception exception)
    {
        Interlocked.CompareExchange(ref fault, exception, null);
        Interrupt();
    }

    /// <summary>
    /// Closed model: counts one more measured request against the cap (this shard's share of it); false once the cap
    /// is reached.
    /// </summary>
    public bool TryClaimMeasuredRequest() =>
        options.MaxRequests is not { } cap || Interlocked.Increment(ref claimed) <= options.Shard.Share(cap);

    private async Task<LoadReport> RunAsync(
        IProgress<LoadProgress>? progress, ILoadIntervalLog? intervalLog, CancellationToken cancellationToken)
    {
        var kept = intervalLog is null ? new EncodedIntervals() : null;
        var schedule = options.Rate is { } target
            ? new RateSchedule(target, options.EffectiveWarmup, options.Duration)
            : null;
        var sampler = new IntervalSampler(
            this,
            (int)Math.Ceiling(options.Duration.TotalSeconds),
            schedule,
            options.Shard.Count,
            progress,
            intervalLog ?? kept!);
        using var samplerStop = new CancellationTokenSource();
        var sampling = sampler.RunAsync(OnMeasureStart, samplerStop.Token);
        using var watchdogTimer =
            TimeProvider.System.CreateTimer(_ => AbortOverdue(), null, watchdog.Period, watchdog.Period);
        try
        {
            using (cancellationToken.Register(Interrupt))
            {
                if (options.Rate is { } rate)
                {
                    await RunOpenAsync(rate, dispatcher!).ConfigureAwait(false);
                }
                else
                {
                    await RunClosedAsync().ConfigureAwait(false);
                }
            }
        }
        finally
        {
            await samplerStop.CancelAsync().ConfigureAwait(false);
            await sampling.ConfigureAwait(false);
        }

        if (fault is LoadTargetException)
        {
            // Already one line naming the problem (a refused certificate): what the caller shows as it is.
            ExceptionDispatchInfo.Throw(fault);
        }

        if (fault is not null)
        {
            throw new InvalidOperationException($"The load run failed: {fault.Message}", fault);
        }

        sampler.Finish();
        var transferred = engine.Transferred();
        return LoadReportBuilder.Build(new LoadRunTotals(
            options,
            engine.Description,
            Clock,
            Recorder,
            sampler,
            Complete: !interrupted,
            MeasuredTicks: MeasuredTicks(),
            GeneratorCpuSeconds: sampler.Seconds.Sum(second => second.GeneratorCpuSeconds),
            BytesSent: transferred.Sent - transferredAtMeasureStart.Sent,
            BytesReceived: transferred.Received - transferredAtMeasureStart.Received,
            Intervals: kept?.Intervals));
    }

    private static void ReportWaiting(LoadOptions options, IProgress<LoadProgress>? progress, TimeSpan left) =>
        progress?.Report(new LoadProgress(LoadPhase.WaitingForStart, TimeSpan.Zero, 0, 0, 0)
        {
            Planned = options.EffectiveWarmup + options.Duration,
            StartsIn = left,
            TargetRps = options.Rate?.Start / options.Shard.Count,
            ProcessorCount = Environment.ProcessorCount,
        });

    private void OnMeasureStart()
    {
        transferredAtMeasureStart = engine.Transferred();
    }

    private void Interrupt()
    {
        if (Clock.Now > Clock.MeasureStart)
        {
            EndSendWindow(Clock.Now);
        }

        interrupted = true;
        interruptedSignal.Set();
        foreach (var lane in lanes)
        {
            lane.TryAbort(long.MaxValue);
        }
    }

    private void AbortOverdue()
    {
        var sentBy = watchdog.OverdueSentBy();
        foreach (var lane in lanes)
        {
            lane.TryAbort(sentBy);
        }
    }

    private long MeasuredTicks()
    {
        var end = Volatile.Read(ref sendWindowEnd);
        if (end == 0)
        {
            return 0;
        }

        // Requests that waited for a connection went out after the window: the rate is what was sent over the time it
        // took.
        var lastSend = lanes.Max(lane => lane.LastMeasuredSend);
        return Math.Max(0, Math.Max(end, interrupted ? 0 : lastSend) - Clock.MeasureStart);
    }
}

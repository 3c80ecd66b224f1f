using HttpLab.Load.Scheduling;

namespace HttpLab.Load.Execution;

internal sealed partial class LoadRun
{
    private async Task RunOpenAsync(TargetRate rate, Dispatcher dispatcher)
    {
        foreach (var lane in lanes)
        {
            dispatcher.Add(lane);
        }

        var scheduler = new OpenLoopScheduler(
            this,
            new ShardSchedule(
                new RateSchedule(rate, options.EffectiveWarmup, options.Duration), options.Shard, options.MaxRequests),
            dispatcher,
            options.SendQuantum);
        var scheduled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var thread = new Thread(() =>
        {
            try
            {
                scheduler.Run();
                scheduled.SetResult();
            }
            catch (Exception exception)
            {
                Interrupt();
                scheduled.SetException(exception);
            }
        })
        {
            IsBackground = true,
            Name = "httplab load scheduler",
            Priority = ThreadPriority.AboveNormal,
        };
        thread.Start();
        await scheduled.Task.ConfigureAwait(false);

        // Drain: the measured requests still queued or on the wire get until the timeout after the window to finish.
        var drainEnd = Math.Max(Clock.Now, Volatile.Read(ref sendWindowEnd))
            + Clock.ToTicks(options.Timeout.TotalSeconds);
        while (!interrupted && !dispatcher.IsIdle && Clock.Now < drainEnd)
        {
            await Task.Delay(DrainPoll).ConfigureAwait(false);
        }

        var unsent = dispatcher.Close().Where(Clock.IsMeasured).ToArray();
        Recorder.RecordUnsent(interrupted ? [] : unsent, Clock.Now);

        await StopLanesAsync().ConfigureAwait(false);
    }

    private async Task RunClosedAsync()
    {
        // A start time is near by now (StartClock), but not yet here.
        while (!interrupted && Clock.Now < Clock.Start)
        {
            var left = TimeSpan.FromSeconds(Clock.ToSeconds(Clock.Start - Clock.Now));
            await Task.Delay(left < StartPoll ? StartPoll : left).ConfigureAwait(false);
        }

        foreach (var lane in lanes)
        {
            lane.StartClosed();
        }

        await Task.WhenAll(lanes.Select(lane => lane.Stopped)).ConfigureAwait(false);
    }

    private async Task StopLanesAsync()
    {
        // Whatever is still on the wire now is past the drain: a timeout (or, when interrupted, not recorded at all).
        foreach (var lane in lanes)
        {
            lane.TryAbort(long.MaxValue);
        }

        await Task.WhenAll(lanes.Select(lane => lane.Stopped)).WaitAsync(StopGrace).ConfigureAwait(false);
    }
}

using HttpLab.Load.Execution;

namespace HttpLab.Load.Scheduling;

/// <summary>
/// The open model's clock, on a dedicated thread: waits for each request's intended time (<see cref="PreciseWait"/>),
/// releases it to the <see cref="Dispatcher"/> and, for measured requests, records how late it was released. A thread
/// that falls behind releases the overdue requests back to back rather than skipping them, so the schedule's count is
/// kept and the delay shows in the send lateness and the corrected latency.
/// </summary>
internal sealed class OpenLoopScheduler(LoadRun run, RateSchedule schedule, Dispatcher dispatcher, long? maxRequests)
{
    public void Run()
    {
        var clock = run.Clock;
        SchedulerThread.TryRaisePriority();
        var wait = new PreciseWait(clock);
        Func<bool> stopped = () => run.Interrupted;

        for (var index = 0L; schedule.WarmupOffset(index) is { } offset; index++)
        {
            var intended = clock.Start + clock.ToTicks(offset);
            wait.Until(intended, stopped);
            if (run.Interrupted)
            {
                return;
            }

            dispatcher.Dispatch(intended);
        }

        for (var index = 0L; ; index++)
        {
            if (schedule.MeasuredOffset(index) is not { } offset)
            {
                run.EndSendWindow(clock.MeasureEnd);
                return;
            }

            var intended = clock.MeasureStart + clock.ToTicks(offset);
            if (index >= maxRequests)
            {
                run.EndSendWindow(intended);
                return;
            }

            wait.Until(intended, stopped);
            if (run.Interrupted)
            {
                return;
            }

            var released = clock.Now;
            run.Recorder.Released(intended, released, dispatcher.Dispatch(intended));
        }
    }
}

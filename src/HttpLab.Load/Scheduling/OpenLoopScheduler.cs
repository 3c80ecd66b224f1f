using HttpLab.Load.Execution;

namespace HttpLab.Load.Scheduling;

/// <summary>
/// The open model's clock, on a dedicated thread: waits for each request's intended time (<see cref="PreciseWait"/>;
/// the requests of a <see cref="ShardSchedule"/>, the whole schedule's or a shard's part of it), releases it to the
/// <see cref="Dispatcher"/> and, for measured requests, records how late it was released. A thread
/// that falls behind releases the overdue requests back to back rather than skipping them, so the schedule's count is
/// kept and the delay shows in the send lateness and the corrected latency.
/// </summary>
/// <remarks>
/// With a send quantum (<see cref="LoadOptions.SendQuantum"/>) the thread wakes at most once per quantum: requests due
/// closer together than that are released together at the end of the quantum, each up to a quantum late (recorded as
/// send lateness, and in the corrected latency). Every wake costs the generator a context switch, and on a 2-core VM a
/// switch costs more than a request's own work (perf: half the scheduler thread's CPU at 1,000 req/s is the switch
/// itself). Against nginx (bench/efficiency.sh), 30,000 req/s cost 32.9 μs of generator CPU per request without a
/// quantum and 23.5 μs with the default 100 μs; at 60,000 req/s 35 and 13-14 μs, where the closed model costs 11-12.
/// Below one request per quantum (10,000 req/s by default) it changes nothing.
/// </remarks>
internal sealed class OpenLoopScheduler(
    LoadRun run, ShardSchedule schedule, Dispatcher dispatcher, TimeSpan sendQuantum)
{
    private readonly long quantumTicks = run.Clock.ToTicks(sendQuantum.TotalSeconds);
    private long lastWake = long.MinValue / 2;

    public void Run()
    {
        var clock = run.Clock;
        SchedulerThread.TryRaisePriority();
        var wait = new PreciseWait(clock);
        while (schedule.TryNext(out var due))
        {
            var intended = (due.Measured ? clock.MeasureStart : clock.Start) + clock.ToTicks(due.Offset);
            WaitFor(wait, intended);
            if (run.Interrupted)
            {
                return;
            }

            if (!due.Measured)
            {
                dispatcher.Dispatch(intended);
                continue;
            }

            var released = clock.Now;
            run.Recorder.Released(intended, released, dispatcher.Dispatch(intended));
        }

        run.EndSendWindow(schedule.SendWindowEnd is { } end
            ? clock.MeasureStart + clock.ToTicks(end)
            : clock.MeasureEnd);
    }

    /// <summary>Returns at once for a request already due, else waits for it, but not before a quantum has passed since
    /// the last wake.</summary>
    private void WaitFor(PreciseWait wait, long intended)
    {
        if (intended <= run.Clock.Now)
        {
            return;
        }

        wait.Until(Math.Max(intended, lastWake + quantumTicks), run.InterruptedSignal);
        lastWake = run.Clock.Now;
    }
}

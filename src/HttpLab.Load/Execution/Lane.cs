using HttpLab.Load.Engines;

namespace HttpLab.Load.Execution;

/// <summary>
/// One connection's worker, as a small state machine rather than an async loop, so nothing is allocated per request.
/// Open model: parks in the <see cref="Dispatcher"/>; a dispatch starts the request on the dispatching thread when the
/// engine's start is cheap (raw sockets: the scheduler thread posts the send itself), else on a pool thread. Closed
/// model: starts the next request as soon as the last completes. Either way it times each request, records it when
/// measured, and lets the watchdog abort one that outlives the timeout. A start that completes before it returns is
/// finished by the starting loop, so synchronous completions never deepen the stack.
/// </summary>
internal sealed partial class Lane(LoadRun run, ILoadConnection connection, Dispatcher? dispatcher)
    : IRequestCompletion, IThreadPoolWorkItem
{
    /// <summary>What the dispatcher hands a parked lane to end it.</summary>
    public const long StopSignal = long.MinValue;

    private const int Starting = 0;
    private const int Pending = 1;
    private const int CompletedInline = 2;

    private readonly TaskCompletionSource stopped = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private int phase;
    private long intended;
    private long sent;
    private long previousEnd;
    private long lastMeasuredSend;
    private RequestOutcome inlineOutcome;

    /// <summary>Completes when the lane has ended (stopped by the dispatcher, or its closed loop is over).</summary>
    public Task Stopped => stopped.Task;

    /// <summary>When the last measured request on this lane was sent; 0 when none was.</summary>
    public long LastMeasuredSend => Volatile.Read(ref lastMeasuredSend);

    /// <summary>Open model: runs a request due at <paramref name="due"/> on this parked lane.</summary>
    public void Dispatch(long due)
    {
        intended = due;
        if (connection.StartsInline)
        {
            Run();
        }
        else
        {
            ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);
        }
    }

    /// <summary>Open model: ends this parked lane.</summary>
    public void Stop() => stopped.TrySetResult();

    /// <summary>Closed model: starts sending back to back, on a pool thread.</summary>
    public void StartClosed() => ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);

    void IThreadPoolWorkItem.Execute()
    {
        if (dispatcher is not null || NextClosed())
        {
            Run();
        }
    }

    public void Complete(RequestOutcome outcome)
    {
        inlineOutcome = outcome;
        if (Interlocked.CompareExchange(ref phase, CompletedInline, Starting) == Starting)
        {
            // Completed inside Start: the starting loop in Run finishes it.
            return;
        }

        if (Finish(outcome))
        {
            Run();
        }
    }

    public void Fault(Exception exception)
    {
        run.Fault(exception);
        stopped.TrySetResult();
    }

    /// <summary>Starts requests until one goes asynchronous or the lane parks or stops.</summary>
    private void Run()
    {
        while (true)
        {
            sent = run.Clock.Now;
            BeginBusy(sent);
            Volatile.Write(ref phase, Starting);
            connection.Start(this);
            if (Interlocked.CompareExchange(ref phase, Pending, Starting) == Starting || !Finish(inlineOutcome))
            {
                return;
            }
        }
    }

    /// <summary>Records the request that ended and picks the next; true when there is one to start now.</summary>
    private bool Finish(RequestOutcome outcome)
    {
        var clock = run.Clock;
        var completed = clock.Now;
        if (!EndBusy(sent))
        {
            outcome = RequestOutcome.Failed(LoadErrorKind.Timeout);
        }

        if (!run.Interrupted && clock.IsMeasured(intended))
        {
            Volatile.Write(ref lastMeasuredSend, sent);
            if (outcome.Error is { } error)
            {
                run.Recorder.Failure(error, intended, completed);
            }
            else
            {
                run.Recorder.Response(outcome.StatusCode, outcome.BodyBytes, intended, sent, completed);
            }
        }

        previousEnd = completed;
        if (dispatcher is not null)
        {
            return NextOpen(dispatcher);
        }

        return outcome.Error == LoadErrorKind.Refused ? BackOff() : NextClosedAfterAnswer();
    }

    private bool NextOpen(Dispatcher from)
    {
        if (!from.TakeOrPark(this, out var next))
        {
            return false;
        }

        if (next == StopSignal)
        {
            stopped.TrySetResult();
            return false;
        }

        intended = next;
        return true;
    }

    private bool NextClosed()
    {
        var clock = run.Clock;
        var now = clock.Now;
        if (run.Interrupted || now >= clock.MeasureEnd)
        {
            run.EndSendWindow(clock.MeasureEnd);
            stopped.TrySetResult();
            return false;
        }

        if (now >= clock.MeasureStart)
        {
            if (!run.TryClaimMeasuredRequest())
            {
                run.EndSendWindow(now);
                stopped.TrySetResult();
                return false;
            }

            if (previousEnd != 0)
            {
                run.Recorder.Turnaround(now - previousEnd);
            }
        }

        intended = now;
        return true;
    }
}

using System.Collections.Concurrent;
using System.Diagnostics;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// A dedicated thread that cancels at an exact Stopwatch deadline: it sleeps until shortly before, then spins. This
/// takes the timer's granularity out of the measurement, so what remains is the cancellation's own propagation.
/// </summary>
internal sealed class DeadlineCanceller : IDisposable
{
    private static readonly long SpinWindowTicks = Stopwatch.Frequency / 500; // the last 2 ms are spun, not slept
    private readonly Thread thread;
    private readonly SemaphoreSlim scheduled = new(0);
    private readonly CancellationTokenSource disposed = new();
    private readonly ConcurrentQueue<(CancellationTokenSource Source, IterationClock Clock)> pending = new();

    public DeadlineCanceller()
    {
        thread = new Thread(Run)
        {
            IsBackground = true,
            Name = "HttpLab deadline canceller",
            Priority = ThreadPriority.Highest,
        };
        thread.Start();
    }

    /// <summary>
    /// Cancels <paramref name="source"/> at <paramref name="clock"/>'s deadline, stamping the moment on the clock.
    /// </summary>
    public void Schedule(CancellationTokenSource source, IterationClock clock)
    {
        pending.Enqueue((source, clock));
        scheduled.Release();
    }

    public void Dispose()
    {
        disposed.Cancel();
        thread.Join();
        scheduled.Dispose();
        disposed.Dispose();
    }

    private void Run()
    {
        try
        {
            while (true)
            {
                scheduled.Wait(disposed.Token);
                if (!pending.TryDequeue(out var work))
                {
                    continue;
                }

                var (source, clock) = work;
                while (clock.Deadline - Stopwatch.GetTimestamp() > SpinWindowTicks)
                {
                    // Disposed while a deadline is still ahead (a study stopped by a failure): nothing is left to
                    // cancel, and Dispose must not wait out a deadline of up to 10 s.
                    disposed.Token.ThrowIfCancellationRequested();
                    Thread.Sleep(1);
                }

                while (Stopwatch.GetTimestamp() < clock.Deadline)
                {
                    Thread.SpinWait(20);
                }

                clock.MarkFired();
                try
                {
                    source.Cancel();
                }
                catch (ObjectDisposedException)
                {
                    // The iteration already ended (it completed before its deadline) and released its source.
                }
            }
        }
        catch (OperationCanceledException)
        {
            // Disposed.
        }
    }
}

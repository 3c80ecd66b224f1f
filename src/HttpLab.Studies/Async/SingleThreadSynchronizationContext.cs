using System.Collections.Concurrent;
using System.Runtime.ExceptionServices;

namespace HttpLab.Studies.Async;

/// <summary>
/// A synchronization context that runs everything posted to it, in order, on the one thread it owns: the shape of a UI
/// thread or classic ASP.NET's request context. Under it, an await without ConfigureAwait(false) resumes by queueing
/// behind everything else that thread has to do, which is the only place ConfigureAwait(false) changes anything.
/// </summary>
internal sealed class SingleThreadSynchronizationContext : SynchronizationContext, IDisposable
{
    private readonly BlockingCollection<(SendOrPostCallback Callback, object? State)> queue = [];
    private readonly Thread thread;
    private long posts;

    public SingleThreadSynchronizationContext(string threadName)
    {
        thread = new Thread(Pump) { IsBackground = true, Name = threadName };
        thread.Start();
    }

    public int ManagedThreadId => thread.ManagedThreadId;

    /// <summary>Callbacks posted so far: each continuation that came back to this context is one.</summary>
    public long Posts => Interlocked.Read(ref posts);

    public override void Post(SendOrPostCallback d, object? state)
    {
        ArgumentNullException.ThrowIfNull(d);
        Interlocked.Increment(ref posts);
        queue.Add((d, state));
    }

    /// <summary>
    /// Runs <paramref name="d"/> on the context's thread and waits for it; the base class would run it on the caller's.
    /// </summary>
    public override void Send(SendOrPostCallback d, object? state)
    {
        ArgumentNullException.ThrowIfNull(d);
        if (Environment.CurrentManagedThreadId == ManagedThreadId)
        {
            d(state);
            return;
        }

        using var done = new ManualResetEventSlim();
        ExceptionDispatchInfo? failure = null;
        Post(
            _ =>
            {
                try
                {
                    d(state);
                }
#pragma warning disable CA1031 // Whatever the callback throws belongs to the sender, who rethrows it below.
                catch (Exception exception)
#pragma warning restore CA1031
                {
                    failure = ExceptionDispatchInfo.Capture(exception);
                }
                finally
                {
                    done.Set();
                }
            },
            null);
        done.Wait();
        failure?.Throw();
    }

    // One thread is the whole point: a copy must post to the same queue.
    public override SynchronizationContext CreateCopy() => this;

    /// <summary>
    /// Starts <paramref name="function"/> on the context's thread, so that its awaits capture this context.
    /// </summary>
    public Task<T> RunAsync<T>(Func<Task<T>> function)
    {
        ArgumentNullException.ThrowIfNull(function);
        var started = new TaskCompletionSource<Task<T>>();
        Post(
            static state =>
            {
                var (function, started) = ((Func<Task<T>>, TaskCompletionSource<Task<T>>))state!;
                try
                {
                    started.SetResult(function());
                }
#pragma warning disable CA1031 // A synchronous throw belongs to the caller's task, as it would from an async method.
                catch (Exception exception)
#pragma warning restore CA1031
                {
                    started.SetException(exception);
                }
            },
            (function, started));
        return started.Task.Unwrap();
    }

    public void Dispose()
    {
        queue.CompleteAdding();
        if (Environment.CurrentManagedThreadId != ManagedThreadId)
        {
            thread.Join();
            queue.Dispose();
        }
    }

    private void Pump()
    {
        SetSynchronizationContext(this);
        foreach (var (callback, state) in queue.GetConsumingEnumerable())
        {
            callback(state);
        }
    }
}

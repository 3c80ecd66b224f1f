using System.Diagnostics;

namespace HttpLab.Studies.Async;

/// <summary>
/// Samples the thread pool's size and queue at a fixed interval from a dedicated thread: the pool it watches may have
/// no thread to spare, which is exactly when the samples matter.
/// </summary>
internal sealed class ThreadPoolSampler : IDisposable
{
    private readonly List<ThreadPoolSample> samples = [];
    private readonly ManualResetEventSlim stopping = new();
    private readonly long startedTimestamp;
    private readonly TimeSpan interval;
    private readonly Thread thread;
    private bool stopped;

    public ThreadPoolSampler(long startedTimestamp, TimeSpan interval)
    {
        this.startedTimestamp = startedTimestamp;
        this.interval = interval;
        Sample();
        thread = new Thread(Run) { IsBackground = true, Name = "httplab-pool-sampler" };
        thread.Start();
    }

    /// <summary>Stops sampling, takes a last sample and returns them all, oldest first.</summary>
    public IReadOnlyList<ThreadPoolSample> Stop()
    {
        if (!stopped)
        {
            stopped = true;
            stopping.Set();
            thread.Join();
            Sample();
        }

        return samples;
    }

    public void Dispose()
    {
        Stop();
        stopping.Dispose();
    }

    private void Run()
    {
        while (!stopping.Wait(interval))
        {
            Sample();
        }
    }

    private void Sample() => samples.Add(new ThreadPoolSample(
        Stopwatch.GetElapsedTime(startedTimestamp).TotalMilliseconds,
        ThreadPool.ThreadCount,
        ThreadPool.PendingWorkItemCount));
}

namespace HttpLab.Studies.Async;

/// <summary>One drained burst: how long it took and how the thread pool grew meanwhile.</summary>
internal sealed record BurstResult(
    BurstMode Mode,
    int Callers,
    long DrainNs,
    long FirstFinishedNs,
    int StartThreads,
    IReadOnlyList<ThreadPoolSample> Samples)
{
    public int PeakThreads => Math.Max(StartThreads, Samples.Max(sample => sample.ThreadCount));

    /// <summary>When the pool first reached <see cref="PeakThreads"/>, in ms from the release.</summary>
    public double PeakAtMs => Samples.FirstOrDefault(sample => sample.ThreadCount >= PeakThreads).ElapsedMs;

    public long PeakPendingWorkItems => Samples.Max(sample => sample.PendingWorkItems);

    /// <summary>The pool's threads at the last sample before the first caller finished.</summary>
    public int ThreadsWhenFirstFinished =>
        Samples.LastOrDefault(sample => sample.ElapsedMs * 1e6 <= FirstFinishedNs, Samples[0]).ThreadCount;
}

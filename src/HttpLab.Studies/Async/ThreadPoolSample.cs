namespace HttpLab.Studies.Async;

/// <summary>The thread pool at one moment of a burst: its threads and the work items waiting for one.</summary>
internal readonly record struct ThreadPoolSample(double ElapsedMs, int ThreadCount, long PendingWorkItems);

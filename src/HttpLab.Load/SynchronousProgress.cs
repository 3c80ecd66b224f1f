namespace HttpLab.Load;

/// <summary>
/// Reports progress on the reporting thread, in order, as it comes: <see cref="Progress{T}"/> would post each report to
/// a synchronization context or the pool, and so reorder them. One for the load generator, the studies and the console.
/// </summary>
public sealed class SynchronousProgress<T>(Action<T> report) : IProgress<T>
{
    public void Report(T value) => report(value);
}

namespace HttpLab.Cli.Run;

/// <summary>Reports progress on the reporting thread, in order (<see cref="Progress{T}"/> would post to the pool and reorder).</summary>
internal sealed class SynchronousProgress<T>(Action<T> report) : IProgress<T>
{
    public void Report(T value) => report(value);
}

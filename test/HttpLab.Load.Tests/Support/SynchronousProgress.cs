namespace HttpLab.Load.Tests.Support;

/// <summary>Reports on the reporting thread (<see cref="Progress{T}"/> would post to the pool, after the test may have ended).</summary>
internal sealed class SynchronousProgress(Action<LoadProgress> report) : IProgress<LoadProgress>
{
    public void Report(LoadProgress value) => report(value);
}

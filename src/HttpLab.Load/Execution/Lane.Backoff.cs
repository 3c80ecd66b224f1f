namespace HttpLab.Load.Execution;

internal sealed partial class Lane
{
    private const int MaxBackoffShift = 8;

    private int refusedInARow;
    private ITimer? backoff;

    /// <summary>
    /// Closed model, after a refused connection: waits 1 ms, doubling with each refusal in a row up to 256 ms, before
    /// the next attempt, so a port where nothing listens is not hammered as fast as the loop can reconnect. The wait is
    /// not the generator's delay, so it is left out of the turnaround.
    /// </summary>
    private bool BackOff()
    {
        var delay = TimeSpan.FromMilliseconds(1 << Math.Min(refusedInARow, MaxBackoffShift));
        refusedInARow++;
        previousEnd = 0;
        backoff ??= TimeProvider.System.CreateTimer(
            static lane => ThreadPool.UnsafeQueueUserWorkItem((Lane)lane!, preferLocal: false),
            this,
            Timeout.InfiniteTimeSpan,
            Timeout.InfiniteTimeSpan);
        backoff.Change(delay, Timeout.InfiniteTimeSpan);
        return false;
    }

    private bool NextClosedAfterAnswer()
    {
        refusedInARow = 0;
        return NextClosed();
    }
}

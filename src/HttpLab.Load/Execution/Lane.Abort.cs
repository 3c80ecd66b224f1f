namespace HttpLab.Load.Execution;

internal sealed partial class Lane
{
    private const long Idle = 0;
    private const long AbortClaimed = -1;
    private const long AbortDone = -2;

    // The send timestamp of the request in progress, 0 when idle, or an abort's claim: the watchdog and the lane agree
    // through it on whether a request ended by itself or was aborted.
    private long busySince;

    /// <summary>
    /// Aborts the request in progress if it was sent at or before <paramref name="sentBy"/>. Called by the watchdog
    /// (timeouts) and on stop; the lane sees the claim when its request ends and waits for the abort to finish.
    /// </summary>
    public bool TryAbort(long sentBy)
    {
        var since = Volatile.Read(ref busySince);
        if (since <= Idle || since > sentBy || Interlocked.CompareExchange(ref busySince, AbortClaimed, since) != since)
        {
            return false;
        }

        try
        {
            connection.Abort();
        }
        finally
        {
            Volatile.Write(ref busySince, AbortDone);
        }

        return true;
    }

    /// <summary>True while a request is on this lane's connection (sent, or being aborted).</summary>
    public bool IsBusy => Volatile.Read(ref busySince) != Idle;

    /// <summary>True when the request on the wire now was sent at or before <paramref name="timestamp"/>.</summary>
    public bool BusySince(long timestamp)
    {
        var since = Volatile.Read(ref busySince);
        return since > Idle && since <= timestamp;
    }

    private void BeginBusy(long timestamp) => Volatile.Write(ref busySince, timestamp);

    /// <summary>
    /// False when the request was aborted: then it waits until the aborting thread is done with the connection.
    /// </summary>
    private bool EndBusy(long timestamp)
    {
        if (Interlocked.CompareExchange(ref busySince, Idle, timestamp) == timestamp)
        {
            return true;
        }

        var spinner = default(SpinWait);
        while (Volatile.Read(ref busySince) != AbortDone)
        {
            spinner.SpinOnce();
        }

        Volatile.Write(ref busySince, Idle);
        return false;
    }
}

using static HttpLab.Studies.Async.NoteFormat;

namespace HttpLab.Studies.Async;

/// <summary>What the sync-over-async burst shows about the thread pool's growth.</summary>
internal static class BurstNotes
{
    public static IEnumerable<string> For(IReadOnlyList<BurstResult> bursts, BurstSettings settings)
    {
        var awaiting = bursts.FirstOrDefault(burst => burst.Mode == BurstMode.Await);
        var blocking = bursts.FirstOrDefault(burst => burst.Mode == BurstMode.BlockOnResult);
        if (awaiting is null && blocking is null)
        {
            yield break;
        }

        yield return $"Sync-over-async burst: {settings.Callers} callers at once, each a thread-pool work item making "
            + $"one GET /delay?headersMs={settings.HeadersMs}, first awaiting the call, then blocking on .Result. The "
            + "awaiting burst runs first because the pool keeps the threads it injects for a blocking burst (idle ones "
            + "retire after about 20 s), and the awaiting burst must not start on them. The pool was sampled every "
            + $"{Number(settings.SampleInterval.TotalMilliseconds)} ms into {BurstCsv.FileName}. The target should run "
            + "in its own process (httplab run starts it so); a target inside this process would need the same starved "
            + "pool to answer.";

        if (awaiting is not null)
        {
            yield return $"Awaiting {awaiting.Callers} callers: drained in {Duration(awaiting.DrainNs)} with the pool "
                + $"at {awaiting.StartThreads} threads at the start and {awaiting.PeakThreads} at most: each caller "
                + "gives its thread back at the await, so a few threads serve them all and the drain is the server's "
                + $"{settings.HeadersMs} ms plus opening the connections.";
        }

        if (blocking is not null)
        {
            yield return Blocking(blocking, awaiting);
        }
    }

    private static string Blocking(BurstResult blocking, BurstResult? awaiting)
    {
        var comparison = awaiting is null ? string.Empty : $", {Ratio((double)blocking.DrainNs / awaiting.DrainNs)} "
            + "the awaiting burst's time";
        var grown = blocking.PeakThreads - blocking.StartThreads;
        if (grown <= 0)
        {
            return $"Blocking {blocking.Callers} callers on .Result: the pool did not grow ({blocking.StartThreads} "
                + $"threads) and the burst drained in {Duration(blocking.DrainNs)}{comparison}.";
        }

        var perThreadNs = blocking.PeakAtMs * 1e6 / grown;
        var note = $"Blocking {blocking.Callers} callers on .Result: the pool grew from {blocking.StartThreads} to "
            + $"{blocking.PeakThreads} threads, reaching its peak after {Duration(blocking.PeakAtMs * 1e6)} (about one "
            + $"thread every {Duration(perThreadNs)}), and the burst drained in "
            + $"{Duration(blocking.DrainNs)}{comparison}; the first caller finished after "
            + $"{Duration(blocking.FirstFinishedNs)}, with {blocking.ThreadsWhenFirstFinished} threads in the pool. "
            + "Each blocked caller holds a pool thread while the work its own call needs (connection setup, socket "
            + "completions, response parsing) waits in the pool's queues, behind callers that have not started yet (up "
            + $"to {blocking.PeakPendingWorkItems} work items pending)";
        note += blocking.FirstFinishedNs * 2 > blocking.DrainNs
            ? ", so the calls complete only once the pool has injected about as many threads as there are callers."
            : "; every thread the pool injects lets a few more calls finish.";
        return note + " The pool adds threads through its starvation detection and for threads blocked on tasks, not "
            + "at once. Awaiting costs no thread while the call is in flight.";
    }
}

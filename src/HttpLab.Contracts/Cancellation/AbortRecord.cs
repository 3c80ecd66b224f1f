namespace HttpLab.Contracts.Cancellation;

/// <summary>
/// What the target saw of one <c>/delay</c> or <c>/trickle</c> request sent with
/// <see cref="CancellationRoutes.RequestIdHeader"/>: served as camelCase JSON by <c>GET /aborts/{id}</c>.
/// </summary>
/// <remarks>
/// Timestamps are <see cref="System.Diagnostics.Stopwatch.GetTimestamp"/> values in ticks of
/// <see cref="StopwatchFrequency"/>. On Linux they read CLOCK_MONOTONIC, which every process on the machine shares,
/// so a client on the same machine can subtract its own timestamps from them. The UTC times are for people.
/// </remarks>
/// <param name="Id">The request id the client sent.</param>
/// <param name="Endpoint">The path served: <see cref="CancellationRoutes.DelayPath"/> or
/// <see cref="CancellationRoutes.TricklePath"/>.</param>
/// <param name="StopwatchFrequency">Ticks per second of every timestamp in the record.</param>
/// <param name="StartedTimestamp">When the handler began, after the request was parsed and validated.</param>
/// <param name="StartedUtc">The same moment as wall-clock time.</param>
/// <param name="ContentLength">The body length the response declares (or would have declared, for
/// <c>/delay</c>).</param>
/// <param name="Aborted">Whether the server observed the client abort (<c>HttpContext.RequestAborted</c> fired) before
/// the response completed.</param>
/// <param name="AbortedTimestamp">When it observed that; null when it did not.</param>
/// <param name="AbortedUtc">The same moment as wall-clock time; null when not aborted.</param>
/// <param name="BytesSentAtAbort">Body bytes handed to Kestrel when the abort was observed; null when not
/// aborted.</param>
/// <param name="BytesSent">Body bytes handed to Kestrel in all, so far or (once <paramref name="Finished"/>) in the
/// end.</param>
/// <param name="Completed">Whether the whole response was written and completed with no abort observed.</param>
/// <param name="Finished">Whether the handler has ended, either way: the record will not change any more.</param>
/// <param name="FinishedTimestamp">When the handler ended; null while it runs.</param>
/// <param name="FinishedUtc">The same moment as wall-clock time; null while it runs.</param>
public sealed record AbortRecord(
    string Id,
    string Endpoint,
    long StopwatchFrequency,
    long StartedTimestamp,
    DateTimeOffset StartedUtc,
    long ContentLength,
    bool Aborted,
    long? AbortedTimestamp,
    DateTimeOffset? AbortedUtc,
    long? BytesSentAtAbort,
    long BytesSent,
    bool Completed,
    bool Finished,
    long? FinishedTimestamp,
    DateTimeOffset? FinishedUtc);

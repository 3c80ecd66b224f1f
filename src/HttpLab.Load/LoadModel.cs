namespace HttpLab.Load;

/// <summary>How the generator decides when to send.</summary>
public enum LoadModel
{
    /// <summary>
    /// Requests arrive on a schedule (a constant rate or a linear ramp) whatever the server does, as users would;
    /// latency is measured from each request's intended send time, so a stalled server cannot hide its stall.
    /// </summary>
    Open,

    /// <summary>
    /// A fixed number of connections, each sending its next request when the last one completes (wrk, Netling).
    /// </summary>
    Closed,
}

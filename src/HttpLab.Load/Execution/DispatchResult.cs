namespace HttpLab.Load.Execution;

/// <summary>What became of a request the scheduler released.</summary>
internal enum DispatchResult
{
    /// <summary>An idle lane was woken to send it.</summary>
    Started,

    /// <summary>Every lane was busy: it waits in the queue for the first to finish.</summary>
    Queued,

    /// <summary>The in-flight cap was reached (or the run is closing): it will not be sent.</summary>
    Refused,
}

namespace HttpLab.Load;

/// <summary>Where a run is.</summary>
public enum LoadPhase
{
    /// <summary>Sending, but nothing is recorded yet (connections, JIT, thread pool settle).</summary>
    WarmingUp,

    /// <summary>Sending and recording.</summary>
    Measuring,

    /// <summary>No more requests are sent; waiting (at most the request timeout) for those in flight.</summary>
    Draining,

    /// <summary>
    /// Before the start time (<see cref="LoadOptions.StartAt"/>): the target resolved, nothing sent yet.
    /// </summary>
    WaitingForStart,
}

namespace HttpLab.Load.Engines;

/// <summary>
/// Receives the end of a request an <see cref="ILoadConnection"/> started: exactly one call per start.
/// </summary>
internal interface IRequestCompletion
{
    /// <summary>
    /// The request ended (a response or a network/protocol failure); may run on any thread, even inside the start.
    /// </summary>
    void Complete(RequestOutcome outcome);

    /// <summary>
    /// The connection hit something that is not a network failure: a bug, or a target that cannot be measured at all
    /// (<see cref="LoadTargetException"/>: its TLS handshake fails). The run must stop and say so.
    /// </summary>
    void Fault(Exception exception);
}

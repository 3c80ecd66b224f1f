namespace HttpLab.Load.Execution;

/// <summary>
/// What one second of a run counted, beyond its histograms: what came back, and who made requests wait.
/// </summary>
/// <param name="Responses">Complete responses, any status.</param>
/// <param name="Errors">Errors of every kind, requests never sent included.</param>
/// <param name="Timeouts">Requests aborted after the request timeout.</param>
/// <param name="RefusedAtCap">Requests due when the in-flight cap was reached: never sent.</param>
/// <param name="NotSentAtEnd">Requests still waiting for a connection when the run ended: never sent.</param>
/// <param name="WaitedForConnection">Requests due while every connection was waiting for a response (open
/// model).</param>
/// <param name="LateSends">Requests the generator itself sent more than 1 ms late.</param>
/// <param name="LongestPauseUs">The longest the generator's own timers ran late (it was not running),
/// microseconds.</param>
internal readonly record struct SecondCounts(
    long Responses,
    long Errors,
    long Timeouts,
    long RefusedAtCap,
    long NotSentAtEnd,
    long WaitedForConnection,
    long LateSends,
    long LongestPauseUs);

namespace HttpLab.Studies.Cancellation;

/// <summary>What fires the cancellation.</summary>
public enum CancellationMechanism
{
    /// <summary><c>CancellationTokenSource.CancelAfter(deadline)</c>: the runtime's timer.</summary>
    CancelAfter,

    /// <summary>
    /// <c>HttpClient.Timeout</c>: HttpClient's own timer, surfacing as a TaskCanceledException around a
    /// TimeoutException.
    /// </summary>
    HttpClientTimeout,

    /// <summary>
    /// <c>Cancel()</c> from a dedicated thread that spins to the exact Stopwatch deadline: no timer slack, only
    /// propagation.
    /// </summary>
    DedicatedThread,
}

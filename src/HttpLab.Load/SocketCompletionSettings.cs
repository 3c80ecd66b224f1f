namespace HttpLab.Load;

/// <summary>
/// The runtime's variables that decide where a socket completion (every response) is handled, and whether idle
/// thread-pool workers spin. <c>httplab load</c> (and <c>httplab run load</c>) sets them before its first socket; a
/// load report says what they were.
/// </summary>
public static class SocketCompletionSettings
{
    /// <summary>"1" runs completions inline on the socket event threads, not handed to the thread pool.</summary>
    public const string InlineVariable = "DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS";

    /// <summary>
    /// How many times an idle thread-pool worker spins (yielding its core) before it sleeps; "0": never.
    /// </summary>
    public const string PoolSpinVariable = "DOTNET_ThreadPool_UnfairSemaphoreSpinLimit";

    /// <summary>The number of socket event threads.</summary>
    public const string ThreadCountVariable = "DOTNET_SYSTEM_NET_SOCKETS_THREAD_COUNT";

    /// <summary>What the runtime was told when this process started using sockets, in words.</summary>
    public static string Describe() =>
        (Environment.GetEnvironmentVariable(InlineVariable) == "1"
            ? "socket completions inline on the event threads"
            : "socket completions on the thread pool")
        + (Environment.GetEnvironmentVariable(ThreadCountVariable) is { Length: > 0 } threads
            ? $" ({threads} event threads)"
            : string.Empty)
        + (Environment.GetEnvironmentVariable(PoolSpinVariable) == "0"
            ? ", idle thread-pool workers sleep at once"
            : string.Empty);
}

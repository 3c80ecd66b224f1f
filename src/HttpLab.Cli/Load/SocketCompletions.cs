namespace HttpLab.Cli.Load;

/// <summary>
/// Asks .NET to run socket completions on its socket event threads instead of handing each to the thread pool
/// (<c>DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS=1</c>), with one event thread per core
/// (<c>DOTNET_SYSTEM_NET_SOCKETS_THREAD_COUNT</c>, as wrk runs a thread per core). A load generator's completions are
/// short and never block, and a pool hand-off per response (plus the pool's spinning while it waits for the next) costs
/// several times the generator's own work: on a 2-core machine this quarters the generator's CPU at 10,000 req/s. A
/// second event thread (of two cores) took the raw engine against nginx from 0.92x to 0.98x wrk's rate in
/// bench/throughput.sh. The runtime
/// reads both variables once, when the first socket is used, so they are set before anything else (and the target
/// process httplab starts inherits them). A value the user set is left alone: <c>INLINE_COMPLETIONS=0</c> keeps .NET's
/// default.
/// </summary>
internal static class SocketCompletions
{
    public const string InlineVariable = "DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS";

    public const string ThreadCountVariable = "DOTNET_SYSTEM_NET_SOCKETS_THREAD_COUNT";

    public static void PreferInline()
    {
        if (Environment.GetEnvironmentVariable(InlineVariable) is null)
        {
            Environment.SetEnvironmentVariable(InlineVariable, "1");
        }

        if (Environment.GetEnvironmentVariable(ThreadCountVariable) is null)
        {
            Environment.SetEnvironmentVariable(ThreadCountVariable, Environment.ProcessorCount.ToString(System.Globalization.CultureInfo.InvariantCulture));
        }
    }
}

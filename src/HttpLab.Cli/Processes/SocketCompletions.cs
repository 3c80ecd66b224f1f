using HttpLab.Load;

namespace HttpLab.Cli.Processes;

/// <summary>
/// Asks .NET to run socket completions on its socket event threads instead of handing each to the thread pool
/// (<c>DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS=1</c>), with one event thread per core
/// (<c>DOTNET_SYSTEM_NET_SOCKETS_THREAD_COUNT</c>, as wrk runs a thread per core), and idle thread-pool workers to
/// sleep at once rather than spin (<c>DOTNET_ThreadPool_UnfairSemaphoreSpinLimit=0</c>). A load generator's
/// completions are short and never block, and a pool hand-off per response (plus the pool's spinning while it waits for
/// the next) costs several times the generator's own work: on a 2-core machine this quarters the generator's CPU at
/// 10,000 req/s. A second event thread (of two cores) took the raw engine against nginx from 0.92x to 0.98x wrk's rate
/// in bench/throughput.sh. The pool's spinning was the largest cost left in the open model at low rates (perf: a
/// quarter of its CPU at 1,000 req/s was workers in sched_yield after the sampler's and the watchdog's timer ticks).
/// The runtime reads the variables once, when the first socket is used and the pool's first worker starts, so they are
/// set before anything else; the servers httplab starts do not inherit what it set (<see cref="SetHere"/>), so they run
/// as .NET runs by default. A value the user set is left alone: <c>INLINE_COMPLETIONS=0</c> keeps .NET's default.
/// </summary>
internal static class SocketCompletions
{
    public const string InlineVariable = SocketCompletionSettings.InlineVariable;

    public const string ThreadCountVariable = SocketCompletionSettings.ThreadCountVariable;

    public const string PoolSpinVariable = SocketCompletionSettings.PoolSpinVariable;

    private static readonly List<string> SetByHttpLab = [];

    /// <summary>
    /// The variables <see cref="PreferInline"/> set in this process, for child processes to leave out.
    /// </summary>
    public static IReadOnlyList<string> SetHere
    {
        get
        {
            lock (SetByHttpLab)
            {
                return [.. SetByHttpLab];
            }
        }
    }

    public static void PreferInline()
    {
        SetUnlessPresent(InlineVariable, "1");
        SetUnlessPresent(
            ThreadCountVariable,
            Environment.ProcessorCount.ToString(System.Globalization.CultureInfo.InvariantCulture));
        SetUnlessPresent(PoolSpinVariable, "0");
    }

    private static void SetUnlessPresent(string variable, string value)
    {
        lock (SetByHttpLab)
        {
            if (Environment.GetEnvironmentVariable(variable) is null)
            {
                Environment.SetEnvironmentVariable(variable, value);
                SetByHttpLab.Add(variable);
            }
        }
    }
}

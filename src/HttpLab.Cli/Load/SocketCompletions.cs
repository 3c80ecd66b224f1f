namespace HttpLab.Cli.Load;

/// <summary>
/// Asks .NET to run socket completions on its socket event threads instead of handing each to the thread pool
/// (<c>DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS=1</c>). A load generator's completions are short and never block,
/// and a pool hand-off per response (plus the pool's spinning while it waits for the next) costs several times the
/// generator's own work: on a 2-core machine this quarters the generator's CPU at 10,000 req/s. The runtime reads the
/// variable once, when the first socket is used, so it is set before anything else (and the target process httplab
/// starts inherits it). A value the user set is left alone: <c>=0</c> keeps .NET's default.
/// </summary>
internal static class SocketCompletions
{
    public const string Variable = "DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS";

    public static void PreferInline()
    {
        if (Environment.GetEnvironmentVariable(Variable) is null)
        {
            Environment.SetEnvironmentVariable(Variable, "1");
        }
    }
}

using HttpLab.Load;

namespace HttpLab.Cli.Load;

/// <summary>
/// A parsed <c>httplab load</c> command line; <see cref="Url"/> null means "start the target and load /plaintext".
/// </summary>
internal sealed record LoadRequest(
    Uri? Url,
    TargetRate? Rate,
    int Connections,
    TimeSpan Duration,
    TimeSpan? Warmup,
    long? MaxRequests,
    int MaxInFlight,
    TimeSpan Timeout,
    LoadEngineKind Engine,
    string ResultsRoot,
    string? Out,
    LoadTls? Tls = null)
{
    public LoadOptions ToOptions(Uri url) => new()
    {
        Url = url,
        Rate = Rate,
        Connections = Connections,
        Duration = Duration,
        Warmup = Warmup,
        MaxRequests = MaxRequests,
        MaxInFlight = MaxInFlight,
        Timeout = Timeout,
        Engine = Engine,
        Tls = Tls ?? LoadTls.Default,
    };
}

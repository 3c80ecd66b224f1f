using HttpLab.Load.Engines.Http;
using HttpLab.Load.Engines.Raw;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines;

/// <summary>Creates the engine a run asked for.</summary>
internal static class LoadEngines
{
    public static ILoadEngine Create(LoadOptions options) => options.Engine switch
    {
        LoadEngineKind.Raw => new RawEngine(options.Url, RequestMix.For(options)),
        LoadEngineKind.HttpClient => new HttpClientEngine(
            options.Url, options.Connections, options.Timeout, RequestMix.For(options)),
        _ => throw new ArgumentOutOfRangeException(nameof(options), options.Engine, "Unknown engine."),
    };
}

using HttpLab.Load.Engines.Http;
using HttpLab.Load.Engines.Raw;

namespace HttpLab.Load.Engines;

/// <summary>Creates the engine a run asked for.</summary>
internal static class LoadEngines
{
    public static ILoadEngine Create(LoadOptions options) => options.Engine switch
    {
        LoadEngineKind.Raw => new RawEngine(options.Url),
        LoadEngineKind.HttpClient => new HttpClientEngine(options.Url, options.Connections, options.Timeout),
        _ => throw new ArgumentOutOfRangeException(nameof(options), options.Engine, "Unknown engine."),
    };
}

using System.Net;
using HttpLab.Load.Engines.Http;
using HttpLab.Load.Engines.Http2;
using HttpLab.Load.Engines.Raw;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines;

/// <summary>Creates the engine a run asked for.</summary>
internal static class LoadEngines
{
    /// <summary>The engine for <paramref name="options"/>, connecting to <paramref name="endPoint"/>.</summary>
    public static ILoadEngine Create(LoadOptions options, IPEndPoint endPoint) => options.Engine switch
    {
        LoadEngineKind.Raw when options.Http == LoadHttpVersion.Http2 =>
            new RawHttp2Engine(options, endPoint, RequestMix.For(options)),
        LoadEngineKind.Raw => new RawEngine(options.Url, endPoint, RequestMix.For(options), options.Tls),
        LoadEngineKind.HttpClient => new HttpClientEngine(options, endPoint, RequestMix.For(options)),
        _ => throw new ArgumentOutOfRangeException(nameof(options), options.Engine, "Unknown engine."),
    };
}

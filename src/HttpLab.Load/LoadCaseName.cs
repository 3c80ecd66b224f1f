using static System.FormattableString;

namespace HttpLab.Load;

/// <summary>
/// A case's name, read as a sentence: model, load, engine, path. "open 1000 rps raw /plaintext",
/// "open 100-2000 rps httpclient /plaintext", "closed 16 connections raw /plaintext".
/// </summary>
public static class LoadCaseName
{
    public static string For(LoadOptions options)
    {
        var load = options.Rate is { } rate
            ? rate.IsRamp
                ? Invariant($"open {rate.Start:0.###}-{rate.End:0.###} rps")
                : Invariant($"open {rate.Start:0.###} rps")
            : Invariant($"closed {options.Connections} connections");
        return $"{load} {Engine(options.Engine)} {options.Url.PathAndQuery}";
    }

    public static string Engine(LoadEngineKind engine) => engine switch
    {
        LoadEngineKind.Raw => "raw",
        LoadEngineKind.HttpClient => "httpclient",
        _ => engine.ToString().ToLowerInvariant(),
    };

}

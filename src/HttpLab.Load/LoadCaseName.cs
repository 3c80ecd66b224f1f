using static System.FormattableString;

namespace HttpLab.Load;

/// <summary>
/// A case's name, read as a sentence: model, load, engine, what was sent. "open 1000 rps raw /plaintext",
/// "open 100-2000 rps httpclient /plaintext", "closed 16 connections raw /plaintext"; a method other than GET comes
/// before the path ("open 1000 rps raw POST /echo"), and a mix is "open 1000 rps raw 3 requests".
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
        var engine = options.Http == LoadHttpVersion.Http2
            ? Invariant($"{Engine(options.Engine)} h2 x{options.Streams}")
            : Engine(options.Engine);
        return $"{load} {engine} {Sent(options)}";
    }

    private static string Sent(LoadOptions options) => options.Requests switch
    {
        { Count: > 1 } requests => Invariant($"{requests.Count} requests"),
        [var request] when !string.Equals(request.Method, "GET", StringComparison.OrdinalIgnoreCase) =>
            $"{request.Method} {request.Url.PathAndQuery}",
        [var request] => request.Url.PathAndQuery,
        _ => options.Url.PathAndQuery,
    };

    public static string Engine(LoadEngineKind engine) => engine switch
    {
        LoadEngineKind.Raw => "raw",
        LoadEngineKind.HttpClient => "httpclient",
        _ => engine.ToString().ToLowerInvariant(),
    };

}

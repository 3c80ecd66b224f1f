namespace HttpLab.Contracts.Consumer;

/// <summary>
/// The consumer API's routes: the same card lookup done five ways, so a load generator can compare them. Each answers
/// <c>GET {route}?name={card name}</c> (the name defaults to <see cref="DefaultCardName"/>) with the same
/// <see cref="CardsAnswer"/>, or problem details: 404 when the card service knows no such name, 502 when it failed.
/// </summary>
public static class ConsumerRoutes
{
    /// <summary>
    /// No adapter: a plain C# <see cref="HttpClient"/> call and a source-generated deserialize, what the adapters are
    /// judged against.
    /// </summary>
    public const string Baseline = "/baseline";

    /// <summary>The C# adapter (<c>CSharpCardsAdapter</c>), awaited.</summary>
    public const string CSharpTask = "/adapter/task";

    /// <summary>The F# <c>async { }</c> adapter handed to C# with <c>Async.StartAsTask</c>, awaited.</summary>
    public const string FSharpAsync = "/adapter/fsharp-async";

    /// <summary>The F# <c>task { }</c> adapter, awaited.</summary>
    public const string FSharpTask = "/adapter/fsharp-task";

    /// <summary>The C# adapter blocked on with <c>.Result</c>: a request thread waits for the card service.</summary>
    public const string SyncOverAsync = "/adapter/sync-over-async";

    /// <summary>The query parameter that names the cards to look up.</summary>
    public const string NameParameter = "name";

    /// <summary>The card name looked up when the request names none.</summary>
    public const string DefaultCardName = "pikachu";

    /// <summary>Every route, baseline first.</summary>
    public static IReadOnlyList<string> All { get; } = [Baseline, CSharpTask, FSharpAsync, FSharpTask, SyncOverAsync];
}

namespace HttpLab.Adapters.FSharp

/// <summary>
/// The pure steps of the CPU-bound variants. Every variant (async, task, C#) runs these same functions, each wrapped in
/// its own nested computation, so only the asynchronous machinery differs between them.
/// </summary>
[<RequireQualifiedAccess>]
module CardStats =
    /// <summary>The sum of the cards' hit points.</summary>
    [<CompiledName("TotalHp")>]
    let totalHp (cards: Card list) : int = cards |> List.sumBy _.Hp

    /// <summary>The id of the card with the most hit points, the first one on a tie.</summary>
    /// <exception cref="T:System.ArgumentException"><paramref name="cards"/> is empty.</exception>
    [<CompiledName("Strongest")>]
    let strongest (cards: Card list) : string = (cards |> List.maxBy _.Hp).Id

    /// <summary>Every energy type of the cards, once each, in ordinal order.</summary>
    [<CompiledName("Types")>]
    let types (cards: Card list) : string list =
        cards |> List.collect _.Types |> List.distinct |> List.sort

    /// <summary>How many cards are rarer than Common.</summary>
    [<CompiledName("RareCount")>]
    let rareCount (cards: Card list) : int =
        cards |> List.sumBy (fun card -> if card.Rarity = "Common" then 0 else 1)

    /// <summary>The <c>Error</c> of a summary of no cards.</summary>
    [<CompiledName("NoCards")>]
    let noCards (name: string) : string = $"no cards for '{name}' to summarize"

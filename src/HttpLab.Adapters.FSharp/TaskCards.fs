namespace HttpLab.Adapters.FSharp

open System
open System.Net
open System.Net.Http
open System.Threading
open System.Threading.Tasks

/// <summary>
/// The earlier F# adapter study's fix: the same adapter written with F#'s <c>task { }</c>, which compiles to a .NET
/// state machine and returns a <see cref="T:System.Threading.Tasks.Task`1"/> directly, as C# async methods do. Unlike
/// that study's version it catches only the failures it can name, not every exception.
/// </summary>
[<RequireQualifiedAccess>]
module TaskCards =
    /// <summary>The cards for <paramref name="name"/> from the card service at the client's base address.</summary>
    /// <param name="client">A client whose <see cref="P:System.Net.Http.HttpClient.BaseAddress"/> is the card
    /// service.</param>
    /// <param name="name">The card name; escaped into the request path.</param>
    /// <param name="cancellationToken">Passed to every HTTP call; cancelling it cancels the task instead of returning
    /// an <c>Error</c>.</param>
    [<CompiledName("GetCardsAsync")>]
    let getCardsAsync
        (client: HttpClient)
        (name: string)
        (cancellationToken: CancellationToken)
        : Task<Result<Card list, string>> =
        ArgumentNullException.ThrowIfNull(client, nameof client)

        task {
            try
                use! response = client.GetAsync(CardsRequest.uri name, cancellationToken)

                if response.StatusCode = HttpStatusCode.NotFound then
                    return Error(CardErrors.notFound name)
                elif not response.IsSuccessStatusCode then
                    return Error(CardErrors.unexpectedStatus name response)
                else
                    let! json = response.Content.ReadAsStringAsync(cancellationToken)
                    return CardJson.parse name json
            with
            | :? HttpRequestException as failure -> return Error(CardErrors.requestFailed name failure)
            // HttpClient's timeout also ends in a TaskCanceledException; only the caller's token tells the two apart.
            | :? OperationCanceledException when not cancellationToken.IsCancellationRequested ->
                return Error(CardErrors.timedOut name client.Timeout)
        }

    let private totalHp cards = task { return CardStats.totalHp cards }

    let private strongest cards = task { return CardStats.strongest cards }

    let private types cards = task { return CardStats.types cards }

    let private rareCount cards = task { return CardStats.rareCount cards }

    /// <summary>
    /// The CPU-bound variant: a <see cref="T:HttpLab.Adapters.FSharp.CardSummary"/> of <paramref name="cards"/>
    /// through four nested <c>task { }</c> binds, with no I/O; an <c>Error</c> when there are no cards.
    /// </summary>
    /// <param name="name">The name the cards were asked for.</param>
    /// <param name="cards">The cards to summarize.</param>
    /// <param name="cancellationToken">Checked before the work starts.</param>
    [<CompiledName("SummarizeAsync")>]
    let summarizeAsync
        (name: string)
        (cards: Card list)
        (cancellationToken: CancellationToken)
        : Task<Result<CardSummary, string>> =
        task {
            cancellationToken.ThrowIfCancellationRequested()

            match cards with
            | [] -> return Error(CardStats.noCards name)
            | _ ->
                let! totalHp = totalHp cards
                let! strongest = strongest cards
                let! types = types cards
                let! rareCount = rareCount cards

                return
                    Ok
                        {
                            Name = name
                            Count = List.length cards
                            TotalHp = totalHp
                            Strongest = strongest
                            Types = types
                            RareCount = rareCount
                        }
        }

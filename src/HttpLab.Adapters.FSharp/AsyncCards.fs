namespace HttpLab.Adapters.FSharp

open System
open System.Net
open System.Net.Http
open System.Threading
open System.Threading.Tasks

/// <summary>
/// The earlier F# adapter study's first version: F# <c>async { }</c> workflows that await .NET tasks with
/// <c>Async.AwaitTask</c> and are handed to C# as tasks with <c>Async.StartAsTask</c>. The workflows read the ambient
/// Async cancellation token, which <c>Async.StartAsTask</c> sets to the caller's token.
/// </summary>
[<RequireQualifiedAccess>]
module AsyncCards =
    // Async.AwaitTask raises a faulted task's AggregateException as it is rather than the exception inside it, so a
    // plain ':? HttpRequestException' would never match here (it does in task { } and C#, where await unwraps it).
    let private (|HttpFailure|_|) (error: exn) : HttpRequestException option =
        match error with
        | :? HttpRequestException as failure -> Some failure
        | :? AggregateException as aggregate when aggregate.InnerExceptions.Count = 1 ->
            match aggregate.InnerExceptions[0] with
            | :? HttpRequestException as failure -> Some failure
            | _ -> None
        | _ -> None

    /// <summary>
    /// The cards for <paramref name="name"/> from the card service at the client's base address, as an F# workflow.
    /// Cancelled through the ambient Async cancellation token (the one <c>Async.StartAsTask</c> or
    /// <c>Async.RunSynchronously</c> was given), which is also passed to every HTTP call.
    /// </summary>
    /// <param name="client">A client whose <see cref="P:System.Net.Http.HttpClient.BaseAddress"/> is the card
    /// service.</param>
    /// <param name="name">The card name; escaped into the request path.</param>
    [<CompiledName("GetCards")>]
    let getCards (client: HttpClient) (name: string) : Async<Result<Card list, string>> =
        ArgumentNullException.ThrowIfNull(client, nameof client)

        async {
            let! cancellationToken = Async.CancellationToken

            try
                use! response = client.GetAsync(CardsRequest.uri name, cancellationToken) |> Async.AwaitTask

                if response.StatusCode = HttpStatusCode.NotFound then
                    return Error(CardErrors.notFound name)
                elif not response.IsSuccessStatusCode then
                    return Error(CardErrors.unexpectedStatus name response)
                else
                    let! json = response.Content.ReadAsStringAsync(cancellationToken) |> Async.AwaitTask
                    return CardJson.parse name json
            with
            | HttpFailure failure -> return Error(CardErrors.requestFailed name failure)
            // Async.AwaitTask turns a cancelled task into a fresh TaskCanceledException, dropping HttpClient's inner
            // TimeoutException, so a timeout is told from the caller's cancellation by the caller's token alone.
            | :? OperationCanceledException when not cancellationToken.IsCancellationRequested ->
                return Error(CardErrors.timedOut name client.Timeout)
        }

    /// <summary>
    /// <see cref="M:HttpLab.Adapters.FSharp.AsyncCards.GetCards(System.Net.Http.HttpClient,System.String)"/> started as
    /// a task on the thread pool with <c>Async.StartAsTask</c>, <paramref name="cancellationToken"/> as its ambient
    /// token.
    /// </summary>
    [<CompiledName("GetCardsAsync")>]
    let getCardsAsync
        (client: HttpClient)
        (name: string)
        (cancellationToken: CancellationToken)
        : Task<Result<Card list, string>> =
        Async.StartAsTask(getCards client name, cancellationToken = cancellationToken)

    let private totalHp cards = async { return CardStats.totalHp cards }

    let private strongest cards = async { return CardStats.strongest cards }

    let private types cards = async { return CardStats.types cards }

    let private rareCount cards = async { return CardStats.rareCount cards }

    /// <summary>
    /// The CPU-bound variant: a <see cref="T:HttpLab.Adapters.FSharp.CardSummary"/> of <paramref name="cards"/>
    /// through four nested <c>async { }</c> binds, with no I/O; an <c>Error</c> when there are no cards.
    /// </summary>
    [<CompiledName("Summarize")>]
    let summarize (name: string) (cards: Card list) : Async<Result<CardSummary, string>> =
        async {
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

    /// <summary>
    /// <c>summarize</c> (above)
    /// started with <c>Async.StartAsTask</c>, as the adapter hands work to C#: queued to the thread pool.
    /// </summary>
    [<CompiledName("SummarizeAsync")>]
    let summarizeAsync
        (name: string)
        (cards: Card list)
        (cancellationToken: CancellationToken)
        : Task<Result<CardSummary, string>> =
        Async.StartAsTask(summarize name cards, cancellationToken = cancellationToken)

    /// <summary>
    /// <c>summarize</c> (above)
    /// started with <c>Async.StartImmediateAsTask</c>: run on the caller's thread, which separates the cost of the
    /// <c>async { }</c> builder from that of <c>Async.StartAsTask</c>'s thread-pool hop.
    /// </summary>
    [<CompiledName("SummarizeImmediateAsync")>]
    let summarizeImmediateAsync
        (name: string)
        (cards: Card list)
        (cancellationToken: CancellationToken)
        : Task<Result<CardSummary, string>> =
        Async.StartImmediateAsTask(summarize name cards, cancellationToken = cancellationToken)

namespace HttpLab.Adapters.FSharp

open System.Threading
open System.Threading.Tasks

/// <summary>
/// The adapter contract services program against (the earlier F# adapter study's <c>IPokemonAdapter</c>): the card
/// service's REST API as one domain method with a C#-friendly signature. Expected failures (unknown name, error status,
/// unreachable or slow service, unreadable body) are an <c>Error</c> with a one-line message; cancellation through the
/// caller's token is not a failure and surfaces as <see cref="T:System.OperationCanceledException"/>.
/// </summary>
type ICardsAdapter =
    /// <summary>The cards for <paramref name="name"/>, in the order the service lists them.</summary>
    /// <param name="name">The card name, e.g. <c>pikachu</c>; escaped into the request path.</param>
    /// <param name="cancellationToken">Cancels the request; the returned task then ends cancelled instead of in an
    /// <c>Error</c>.</param>
    abstract GetCardsAsync: name: string * cancellationToken: CancellationToken -> Task<Result<Card list, string>>

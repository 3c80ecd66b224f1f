namespace HttpLab.Adapters.FSharp

open System
open System.Net.Http
open System.Threading

/// <summary>
/// <see cref="T:HttpLab.Adapters.FSharp.ICardsAdapter"/> written with <c>task { }</c> (see <c>TaskCards</c>), the
/// earlier F# adapter study's fix. The host injects the <see cref="T:System.Net.Http.HttpClient"/> and keeps owning it.
/// </summary>
/// <param name="client">A client whose <see cref="P:System.Net.Http.HttpClient.BaseAddress"/> is the card
/// service.</param>
/// <exception cref="T:System.ArgumentException">The client has no base address.</exception>
[<Sealed>]
type TaskCardsAdapter(client: HttpClient) =
    do
        ArgumentNullException.ThrowIfNull(client, nameof client)

        if isNull client.BaseAddress then
            invalidArg
                (nameof client)
                "The client needs a BaseAddress: the card service's root, e.g. http://localhost:5000/."

    /// <summary>
    /// The cards for <paramref name="name"/>; see <see cref="T:HttpLab.Adapters.FSharp.ICardsAdapter"/>.
    /// </summary>
    member _.GetCardsAsync(name: string, cancellationToken: CancellationToken) =
        TaskCards.getCardsAsync client name cancellationToken

    interface ICardsAdapter with
        member this.GetCardsAsync(name, cancellationToken) = this.GetCardsAsync(name, cancellationToken)

namespace HttpLab.Adapters.FSharp

open System
open System.Text.Json
open System.Text.Json.Serialization

/// <summary>
/// A card as System.Text.Json reads it: every field may be absent, and <c>types</c> is an array where
/// <see cref="T:HttpLab.Adapters.FSharp.Card"/> has an F# list, which System.Text.Json cannot create.
/// <c>CardJson.parse</c> checks it and maps it to a card. F# compiles an internal type's members as internal, so
/// every property opts in with <c>JsonInclude</c>.
/// </summary>
[<AllowNullLiteral; Sealed>]
type internal CardDto() =
    [<JsonInclude>]
    member val Id: string | null = null with get, set
    [<JsonInclude>]
    member val Name: string | null = null with get, set
    [<JsonInclude>]
    member val Hp: Nullable<int> = Nullable() with get, set
    [<JsonInclude>]
    member val Types: (string | null) array | null = null with get, set
    [<JsonInclude>]
    member val Rarity: string | null = null with get, set
    [<JsonInclude>]
    member val Set: string | null = null with get, set
    [<JsonInclude>]
    member val Number: string | null = null with get, set

/// <summary>Reads the card service's JSON body (camelCase web defaults) into cards, as every adapter does.</summary>
[<RequireQualifiedAccess>]
module CardJson =
    let private options = JsonSerializerOptions(JsonSerializerDefaults.Web)

    let private missingFields (dto: CardDto) =
        [
            if isNull dto.Id then "id"
            if isNull dto.Name then "name"
            if not dto.Hp.HasValue then "hp"
            if isNull dto.Types || Array.exists isNull (nonNull dto.Types) then "types"
            if isNull dto.Rarity then "rarity"
            if isNull dto.Set then "set"
            if isNull dto.Number then "number"
        ]

    let private toCard (name: string) (index: int) (dto: CardDto) : Result<Card, string> =
        if isNull dto then
            Error(CardErrors.invalidPayload name $"card {index} is null")
        else
            match missingFields dto with
            | [] ->
                Ok
                    {
                        Id = nonNull dto.Id
                        Name = nonNull dto.Name
                        Hp = dto.Hp.Value
                        Types = nonNull dto.Types |> Array.map nonNull |> List.ofArray
                        Rarity = nonNull dto.Rarity
                        Set = nonNull dto.Set
                        Number = nonNull dto.Number
                    }
            | fields ->
                let detail = String.Join(", ", fields)
                Error(CardErrors.invalidPayload name $"card {index} lacks {detail}")

    /// <summary>
    /// The cards in a JSON array of card objects, in order; an <c>Error</c> (from
    /// <c>CardErrors.invalidPayload</c>) when the body is not JSON, not an array, or a card lacks a field.
    /// </summary>
    /// <param name="name">The name the cards were asked for, for the error message.</param>
    /// <param name="json">The response body.</param>
    [<CompiledName("Parse")>]
    let parse (name: string) (json: string) : Result<Card list, string> =
        let parsed =
            try
                Ok(JsonSerializer.Deserialize<CardDto array>(json, options))
            with :? JsonException as error ->
                Error(CardErrors.invalidPayload name error.Message)

        match parsed with
        | Error message -> Error message
        | Ok null -> Error(CardErrors.invalidPayload name "the body is JSON null, not a list")
        | Ok dtos ->
            let dtos = nonNull dtos

            // Built from the end so the list needs no reversal; stops at the first bad card.
            let rec build index (cards: Card list) =
                if index < 0 then
                    Ok cards
                else
                    match toCard name index dtos[index] with
                    | Ok card -> build (index - 1) (card :: cards)
                    | Error message -> Error message

            build (dtos.Length - 1) []

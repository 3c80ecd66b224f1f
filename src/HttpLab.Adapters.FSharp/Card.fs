namespace HttpLab.Adapters.FSharp

/// <summary>
/// One trading card as the card service's <c>GET /cards/{name}</c> lists it, camelCase in JSON. Records compare by
/// value, so a fetched list can be compared with an expected one directly.
/// </summary>
type Card =
    {
        /// <summary>Set code and number, e.g. <c>base1-58</c>; unique within one name's list.</summary>
        Id: string

        /// <summary>The card's name, e.g. <c>Pikachu</c>.</summary>
        Name: string

        /// <summary>Hit points.</summary>
        Hp: int

        /// <summary>One or two energy types, e.g. <c>["Lightning"]</c>.</summary>
        Types: string list

        /// <summary>Common, Uncommon, Rare, Rare Holo or Rare Ultra.</summary>
        Rarity: string

        /// <summary>The name of the set the card is from.</summary>
        Set: string

        /// <summary>The card's number within its set, as text.</summary>
        Number: string
    }

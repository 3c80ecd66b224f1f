namespace HttpLab.Contracts.Cards;

/// <summary>
/// One trading card as <c>GET /cards/{name}</c> lists it, in the shape of a public Pokémon card API trimmed to
/// what an adapter maps. Equality compares <see cref="Types"/> by content, so a deserialized list can be compared
/// with <see cref="CardCatalog.Cards"/> directly.
/// </summary>
/// <param name="Id">Set code and number, e.g. <c>base1-58</c>; unique within one name's list.</param>
/// <param name="Name">The card's name: the requested name, capitalized.</param>
/// <param name="Hp">Hit points, 30 to 250 in steps of 10.</param>
/// <param name="Types">One or two energy types, e.g. <c>["Lightning"]</c>.</param>
/// <param name="Rarity">Common, Uncommon, Rare, Rare Holo or Rare Ultra.</param>
/// <param name="Set">The name of the set the card is from.</param>
/// <param name="Number">The card's number within its set, as text as card APIs send it.</param>
public sealed record Card(
    string Id, string Name, int Hp, IReadOnlyList<string> Types, string Rarity, string Set, string Number)
{
    public bool Equals(Card? other) =>
        other is not null
        && Id == other.Id
        && Name == other.Name
        && Hp == other.Hp
        && Types.SequenceEqual(other.Types)
        && Rarity == other.Rarity
        && Set == other.Set
        && Number == other.Number;

    public override int GetHashCode() => HashCode.Combine(Id, Name, Hp, Types.Count, Rarity, Set, Number);
}

using HttpLab.Contracts.Cards;

namespace HttpLab.Contracts.Consumer;

/// <summary>
/// A 64-bit FNV-1a-style hash over every field of every card, in order, the same for the card service's type and the
/// adapters' type: a route that drops a card or leaves a field unread answers another checksum, not a fast wrong one.
/// </summary>
public static class CardChecksum
{
    /// <summary>The checksum of no cards, where <see cref="Add"/> starts.</summary>
    public const ulong Empty = FieldHash.OffsetBasis;

    public static ulong Of(IEnumerable<Card> cards)
    {
        ArgumentNullException.ThrowIfNull(cards);
        var hash = Empty;
        foreach (var card in cards)
        {
            hash = Add(hash, card.Id, card.Name, card.Hp, card.Types, card.Rarity, card.Set, card.Number);
        }

        return hash;
    }

    /// <summary>
    /// <paramref name="hash"/> with one more card's fields mixed in, in <see cref="Card"/>'s order: how a card type
    /// of its own (the F# adapters') gets the checksum of the same cards in the catalog's type, with no copy.
    /// </summary>
    public static ulong Add(
        ulong hash, string id, string name, int hp, IEnumerable<string> types, string rarity, string set, string number)
    {
        ArgumentNullException.ThrowIfNull(types);
        hash = FieldHash.Text(hash, id);
        hash = FieldHash.Text(hash, name);
        hash = FieldHash.Mix(hash, hp);
        foreach (var type in types)
        {
            hash = FieldHash.Text(hash, type);
        }

        // The separators keep ["Fire"] + "Rare" apart from ["FireRare"], and the card apart from the next.
        hash = FieldHash.Mix(hash, -2);
        hash = FieldHash.Text(hash, rarity);
        hash = FieldHash.Text(hash, set);
        hash = FieldHash.Text(hash, number);
        return FieldHash.Mix(hash, -3);
    }

    public static string Format(ulong checksum) => FieldHash.Format(checksum);
}

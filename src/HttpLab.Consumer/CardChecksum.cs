using HttpLab.Target;
using Microsoft.FSharp.Collections;
using AdapterCard = HttpLab.Adapters.FSharp.Card;
using CatalogCard = HttpLab.Target.Cards.Card;

namespace HttpLab.Consumer;

/// <summary>
/// A 64-bit FNV-1a-style hash over every field of every card, in order, the same for the card service's type and the
/// adapters' type: a route that drops a card or leaves a field unread answers another checksum, not a fast wrong one.
/// </summary>
public static class CardChecksum
{
    public static ulong Of(IEnumerable<CatalogCard> cards)
    {
        ArgumentNullException.ThrowIfNull(cards);
        var hash = FieldHash.OffsetBasis;
        foreach (var card in cards)
        {
            hash = Card(hash, card.Id, card.Name, card.Hp, card.Types, card.Rarity, card.Set, card.Number);
        }

        return hash;
    }

    public static ulong Of(FSharpList<AdapterCard> cards)
    {
        ArgumentNullException.ThrowIfNull(cards);
        var hash = FieldHash.OffsetBasis;
        foreach (var card in cards)
        {
            hash = Card(hash, card.Id, card.Name, card.Hp, card.Types, card.Rarity, card.Set, card.Number);
        }

        return hash;
    }

    public static string Format(ulong checksum) => FieldHash.Format(checksum);

    private static ulong Card(
        ulong hash, string id, string name, int hp, IEnumerable<string> types, string rarity, string set, string number)
    {
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
}

using System.Globalization;
using Microsoft.FSharp.Collections;
using AdapterCard = HttpLab.Adapters.FSharp.Card;
using CatalogCard = HttpLab.Target.Cards.Card;

namespace HttpLab.Target.Consumer;

/// <summary>
/// A 64-bit FNV-1a-style hash over every field of every card, in order, the same for the card service's type and the
/// adapters' type: a route that drops a card or leaves a field unread answers another checksum, not a fast wrong one.
/// </summary>
public static class CardChecksum
{
    private const ulong OffsetBasis = 14695981039346656037;
    private const ulong Prime = 1099511628211;

    public static ulong Of(IEnumerable<CatalogCard> cards)
    {
        ArgumentNullException.ThrowIfNull(cards);
        var hash = OffsetBasis;
        foreach (var card in cards)
        {
            hash = Card(hash, card.Id, card.Name, card.Hp, card.Types, card.Rarity, card.Set, card.Number);
        }

        return hash;
    }

    public static ulong Of(FSharpList<AdapterCard> cards)
    {
        ArgumentNullException.ThrowIfNull(cards);
        var hash = OffsetBasis;
        foreach (var card in cards)
        {
            hash = Card(hash, card.Id, card.Name, card.Hp, card.Types, card.Rarity, card.Set, card.Number);
        }

        return hash;
    }

    public static string Format(ulong checksum) => checksum.ToString("x16", CultureInfo.InvariantCulture);

    private static ulong Card(ulong hash, string id, string name, int hp, IEnumerable<string> types, string rarity, string set, string number)
    {
        hash = Text(hash, id);
        hash = Text(hash, name);
        hash = Mix(hash, hp);
        foreach (var type in types)
        {
            hash = Text(hash, type);
        }

        // The separators keep ["Fire"] + "Rare" apart from ["FireRare"], and the card apart from the next.
        hash = Mix(hash, -2);
        hash = Text(hash, rarity);
        hash = Text(hash, set);
        hash = Text(hash, number);
        return Mix(hash, -3);
    }

    private static ulong Text(ulong hash, string text)
    {
        foreach (var character in text)
        {
            hash = Mix(hash, character);
        }

        return Mix(hash, -1);
    }

    private static ulong Mix(ulong hash, int value) => (hash ^ (uint)value) * Prime;
}

using HttpLab.Contracts.Consumer;
using Microsoft.FSharp.Collections;
using AdapterCard = HttpLab.Adapters.FSharp.Card;

namespace HttpLab.Consumer;

/// <summary>
/// The <see cref="CardsAnswer"/> for cards an adapter returned, in the F# adapters' own type: the same answer as
/// <see cref="CardsAnswer.From"/> gives for the catalog's cards, hashed as they are rather than copied per request.
/// </summary>
internal static class AdapterCardsAnswer
{
    public static CardsAnswer From(string name, FSharpList<AdapterCard> cards)
    {
        ArgumentNullException.ThrowIfNull(cards);
        return new(name, cards.Length, cards.Sum(card => card.Hp), CardChecksum.Format(Checksum(cards)));
    }

    /// <summary>The <see cref="CardChecksum"/> of the cards: that of the same cards in the catalog's type.</summary>
    public static ulong Checksum(FSharpList<AdapterCard> cards)
    {
        ArgumentNullException.ThrowIfNull(cards);
        var hash = CardChecksum.Empty;
        foreach (var card in cards)
        {
            hash = CardChecksum.Add(hash, card.Id, card.Name, card.Hp, card.Types, card.Rarity, card.Set, card.Number);
        }

        return hash;
    }
}

using Microsoft.FSharp.Collections;
using AdapterCard = HttpLab.Adapters.FSharp.Card;
using CatalogCard = HttpLab.Target.Cards.Card;

namespace HttpLab.Consumer;

/// <summary>
/// What every consumer route answers: a small JSON summary of the cards it fetched and deserialized, byte for byte the
/// same whichever route made it, so a client can check any route against one expectation.
/// </summary>
/// <param name="Name">The card name as asked for.</param>
/// <param name="Count">How many cards there were.</param>
/// <param name="TotalHp">The sum of their hit points.</param>
/// <param name="Checksum">A hash over every field of every card, in order (<see cref="CardChecksum"/>).</param>
public sealed record CardsAnswer(string Name, int Count, int TotalHp, string Checksum)
{
    /// <summary>The answer for cards read into the card service's own type (the baseline, and expectations).</summary>
    public static CardsAnswer From(string name, IReadOnlyList<CatalogCard> cards)
    {
        ArgumentNullException.ThrowIfNull(cards);
        return new(name, cards.Count, cards.Sum(card => card.Hp), CardChecksum.Format(CardChecksum.Of(cards)));
    }

    /// <summary>The answer for cards an adapter returned.</summary>
    public static CardsAnswer From(string name, FSharpList<AdapterCard> cards)
    {
        ArgumentNullException.ThrowIfNull(cards);
        return new(name, cards.Length, cards.Sum(card => card.Hp), CardChecksum.Format(CardChecksum.Of(cards)));
    }
}

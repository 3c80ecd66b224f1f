using HttpLab.Contracts.Cards;

namespace HttpLab.Contracts.Consumer;

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
    public static CardsAnswer From(string name, IReadOnlyList<Card> cards)
    {
        ArgumentNullException.ThrowIfNull(cards);
        return new(name, cards.Count, cards.Sum(card => card.Hp), CardChecksum.Format(CardChecksum.Of(cards)));
    }
}

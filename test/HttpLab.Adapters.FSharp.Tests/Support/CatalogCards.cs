using HttpLab.Contracts.Cards;
using Microsoft.FSharp.Collections;
using CatalogCard = HttpLab.Contracts.Cards.Card;

namespace HttpLab.Adapters.FSharp.Tests.Support;

/// <summary>The target's catalog in the adapters' card type.</summary>
internal static class CatalogCards
{
    public static FSharpList<Card> For(string name) => ListModule.OfSeq(CardCatalog.Cards(name).Select(ToAdapterCard));

    public static Card ToAdapterCard(CatalogCard card) =>
        new(card.Id, card.Name, card.Hp, ListModule.OfSeq(card.Types), card.Rarity, card.Set, card.Number);
}

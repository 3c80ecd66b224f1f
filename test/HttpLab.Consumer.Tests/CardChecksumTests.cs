using HttpLab.Contracts.Cards;
using HttpLab.Contracts.Consumer;
using Microsoft.FSharp.Collections;
using AdapterCard = HttpLab.Adapters.FSharp.Card;

namespace HttpLab.Consumer.Tests;

public sealed class CardChecksumTests
{
    [Fact]
    public void Of_SameCardsInEitherType_IsEqual()
    {
        var cards = CardCatalog.Cards("pikachu");

        Assert.Equal(CardChecksum.Of(cards), AdapterCardsAnswer.Checksum(AdapterCards(cards)));
        Assert.Equal(CardsAnswer.From("pikachu", cards), AdapterCardsAnswer.From("pikachu", AdapterCards(cards)));
    }

    [Fact]
    public void Of_AnyFieldChanged_Differs()
    {
        var cards = CardCatalog.Cards("pikachu");
        var last = cards[^1];
        var changed = new[]
        {
            last with { Id = last.Id + "x" }, last with { Name = "Raichu" }, last with { Hp = last.Hp + 10 },
            last with { Types = [.. last.Types, "Fire"] }, last with { Rarity = "Rare" + last.Rarity },
            last with { Set = last.Set + "x" }, last with { Number = "999" },
        };

        Assert.All(
            changed, card => Assert.NotEqual(CardChecksum.Of(cards), CardChecksum.Of([.. cards.SkipLast(1), card])));
        Assert.NotEqual(CardChecksum.Of(cards), CardChecksum.Of(cards.SkipLast(1)));
    }

    [Fact]
    public void Of_TypeRunIntoRarity_Differs()
    {
        var card = new Card("base1-1", "Pikachu", 40, ["Fire"], "Rare", "Base", "1");

        Assert.NotEqual(
            CardChecksum.Of([card]), CardChecksum.Of([card with { Types = ["FireRare"], Rarity = string.Empty }]));
    }

    private static FSharpList<AdapterCard> AdapterCards(IEnumerable<Card> cards) =>
        ListModule.OfSeq(cards.Select(card => new AdapterCard(
            card.Id, card.Name, card.Hp, ListModule.OfSeq(card.Types), card.Rarity, card.Set, card.Number)));
}

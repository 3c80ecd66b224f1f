using HttpLab.Contracts.Cards;

namespace HttpLab.Contracts.Tests.Cards;

public sealed class CardCatalogTests
{
    private static readonly string[] Names =
    [
        "pikachu", "charizard", "bulbasaur", "mewtwo", "eevee", "snorlax", "gengar", "a", "zz",
        "abcdefghijklmnopqrstuvwxyzabcdef",
    ];

    [Theory]
    [InlineData("pikachu", true)]
    [InlineData("Pikachu", true)]
    [InlineData("abcdefghijklmnopqrstuvwxyzabcdef", true)]
    [InlineData("abcdefghijklmnopqrstuvwxyzabcdefg", false)]
    [InlineData("missingno", false)]
    [InlineData("MissingNo", false)]
    [InlineData("unknown", false)]
    [InlineData("UnknownPokemon", false)]
    [InlineData("porygon2", false)]
    [InlineData("mr-mime", false)]
    [InlineData("", false)]
    [InlineData(null, false)]
    public void IsKnown_Name_ReturnsExpected(string? name, bool expected) =>
        Assert.Equal(expected, CardCatalog.IsKnown(name));

    [Fact]
    public void Cards_SameNameTwice_ReturnsEqualLists() =>
        Assert.Equal(CardCatalog.Cards("pikachu"), CardCatalog.Cards("pikachu"));

    [Fact]
    public void Cards_NameInOtherCase_ReturnsSameList() =>
        Assert.Equal(CardCatalog.Cards("pikachu"), CardCatalog.Cards("PIKACHU"));

    [Fact]
    public void Cards_DifferentNames_ReturnDifferentLists() =>
        Assert.NotEqual(CardCatalog.Cards("pikachu"), CardCatalog.Cards("charizard"));

    [Fact]
    public void Cards_ManyNames_StayWithinTheDocumentedShape()
    {
        foreach (var name in Names)
        {
            var cards = CardCatalog.Cards(name);

            Assert.InRange(cards.Count, CardCatalog.MinCards, CardCatalog.MaxCards);
            Assert.Equal(cards.Count, cards.Select(card => card.Id).Distinct().Count());
            Assert.All(cards, card =>
            {
                Assert.Equal(char.ToUpperInvariant(name[0]) + name[1..], card.Name);
                Assert.InRange(card.Hp, 30, 250);
                Assert.Equal(0, card.Hp % 10);
                Assert.InRange(card.Types.Count, 1, 2);
                Assert.Equal(card.Types.Count, card.Types.Distinct().Count());
                Assert.EndsWith($"-{card.Number}", card.Id, StringComparison.Ordinal);
                Assert.Contains(card.Rarity, new[] { "Common", "Uncommon", "Rare", "Rare Holo", "Rare Ultra" });
                Assert.False(string.IsNullOrEmpty(card.Set));
            });

            // A name keeps its main type across its cards.
            Assert.Single(cards.Select(card => card.Types[0]).Distinct());
        }
    }

    [Fact]
    public void Cards_ManyNames_UseTheWholeRangeOfCounts()
    {
        var counts = Enumerable.Range(0, 500).Select(index => CardCatalog.Cards(Letters(index)).Count).ToHashSet();

        Assert.Equal(
            Enumerable.Range(CardCatalog.MinCards, CardCatalog.MaxCards - CardCatalog.MinCards + 1), counts.Order());
    }

    [Fact]
    public void Cards_UnknownName_Throws() => Assert.Throws<ArgumentException>(() => CardCatalog.Cards("missingno"));

    [Fact]
    public void Equals_SameFieldsInDistinctTypeLists_AreEqual()
    {
        var first = new Card("base1-58", "Pikachu", 40, ["Lightning"], "Common", "Base", "58");
        var second = first with { Types = new List<string> { "Lightning" } };

        Assert.Equal(first, second);
        Assert.Equal(first.GetHashCode(), second.GetHashCode());
        Assert.NotEqual(first, first with { Types = ["Fire"] });
    }

    private static string Letters(int index) =>
        new(
            Enumerable.Range(0, 4)
                .Select(position => (char)('a' + ((index / (int)Math.Pow(26, position)) % 26)))
                .ToArray());
}

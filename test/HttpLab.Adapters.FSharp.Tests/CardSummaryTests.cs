using HttpLab.Adapters.FSharp.Tests.Support;
using HttpLab.Contracts.Cards;
using Microsoft.FSharp.Collections;

namespace HttpLab.Adapters.FSharp.Tests;

/// <summary>The CPU-bound variants: every way of writing them computes the same summary.</summary>
public sealed class CardSummaryTests
{
    public static TheoryData<SummaryVariant, string> VariantsAndNames
    {
        get
        {
            var data = new TheoryData<SummaryVariant, string>();
            foreach (var variant in Enum.GetValues<SummaryVariant>())
            {
                foreach (var name in new[] { "pikachu", "charmander", "mewtwo", "eevee" })
                {
                    data.Add(variant, name);
                }
            }

            return data;
        }
    }

    public static TheoryData<SummaryVariant> Variants => new(Enum.GetValues<SummaryVariant>());

    [Theory]
    [MemberData(nameof(VariantsAndNames))]
    public async Task SummarizeAsync_CatalogCards_ReturnsTheSummaryComputedFromTheCatalog(
        SummaryVariant variant, string name)
    {
        var catalog = CardCatalog.Cards(name);

        var summary = ResultAssert.Ok(
            await Summarizers.SummarizeAsync(variant, name, CatalogCards.For(name), CancellationToken.None));

        Assert.Equal(name, summary.Name);
        Assert.Equal(catalog.Count, summary.Count);
        Assert.Equal(catalog.Sum(card => card.Hp), summary.TotalHp);
        Assert.Equal(catalog.First(card => card.Hp == catalog.Max(other => other.Hp)).Id, summary.Strongest);
        Assert.Equal(catalog.SelectMany(card => card.Types).Distinct().Order(StringComparer.Ordinal), summary.Types);
        Assert.Equal(catalog.Count(card => card.Rarity != "Common"), summary.RareCount);
    }

    [Theory]
    [InlineData("pikachu")]
    [InlineData("snorlax")]
    public async Task SummarizeAsync_EveryVariant_ReturnsTheSameValue(string name)
    {
        var cards = CatalogCards.For(name);

        var summaries = new List<CardSummary>();
        foreach (var variant in Enum.GetValues<SummaryVariant>())
        {
            summaries.Add(
                ResultAssert.Ok(await Summarizers.SummarizeAsync(variant, name, cards, CancellationToken.None)));
        }

        Assert.All(summaries, summary => Assert.Equal(summaries[0], summary));
    }

    [Theory]
    [MemberData(nameof(Variants))]
    public async Task SummarizeAsync_NoCards_ReturnsError(SummaryVariant variant)
    {
        var result = await Summarizers.SummarizeAsync(
            variant, "pikachu", FSharpList<Card>.Empty, CancellationToken.None);

        Assert.Equal("no cards for 'pikachu' to summarize", ResultAssert.Error(result));
    }

    [Theory]
    [MemberData(nameof(Variants))]
    public async Task SummarizeAsync_CancelledToken_CancelsTheTask(SummaryVariant variant)
    {
        var pending = Summarizers.SummarizeAsync(
            variant, "pikachu", CatalogCards.For("pikachu"), new CancellationToken(canceled: true));

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => pending);
        Assert.True(pending.IsCanceled, $"The task ended {pending.Status}, not Canceled.");
    }
}

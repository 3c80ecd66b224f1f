using HttpLab.Adapters.FSharp;
using HttpLab.Contracts.Cards;
using Microsoft.FSharp.Collections;
using Microsoft.FSharp.Core;
using AdapterCard = HttpLab.Adapters.FSharp.Card;
using CatalogCard = HttpLab.Contracts.Cards.Card;

namespace HttpLab.Studies.Async.Adapters;

/// <summary>
/// What every adapter case must return for one card name, taken from the target's <see cref="CardCatalog"/> and
/// computed here without the adapters' own code, so a broken adapter fails instead of reporting a fast time.
/// </summary>
internal sealed class AdapterExpectation
{
    private AdapterExpectation(string cardName, FSharpList<AdapterCard> cards, CardSummary summary)
    {
        CardName = cardName;
        Cards = cards;
        Summary = summary;
    }

    public string CardName { get; }

    /// <summary>The catalog's cards for the name, as the adapters' type.</summary>
    public FSharpList<AdapterCard> Cards { get; }

    public CardSummary Summary { get; }

    /// <exception cref="ArgumentException"><paramref name="cardName"/> is not a name the target knows.</exception>
    public static AdapterExpectation For(string cardName)
    {
        if (!CardCatalog.IsKnown(cardName))
        {
            throw new ArgumentException(
                $"The adapter benchmarks need a card name the target knows, not '{cardName}': 1 to "
                    + $"{CardCatalog.MaxNameLength} letters, neither '{CardCatalog.MissingName}' nor starting with "
                    + $"'{CardCatalog.UnknownPrefix}'.",
                nameof(cardName));
        }

        var catalog = CardCatalog.Cards(cardName);
        var summary = new CardSummary(
            cardName,
            catalog.Count,
            catalog.Sum(card => card.Hp),
            catalog.MaxBy(card => card.Hp)!.Id,
            ListModule.OfSeq(catalog.SelectMany(card => card.Types).Distinct().Order(StringComparer.Ordinal)),
            catalog.Count(card => card.Rarity != "Common"));
        return new AdapterExpectation(cardName, ListModule.OfSeq(catalog.Select(ToAdapterCard)), summary);
    }

    public static AdapterCard ToAdapterCard(CatalogCard card) =>
        new(card.Id, card.Name, card.Hp, ListModule.OfSeq(card.Types), card.Rarity, card.Set, card.Number);

    /// <summary>
    /// Throws unless <paramref name="result"/> is Ok with exactly the catalog's cards; returns their count. An Error
    /// names <paramref name="requestUrl"/>, the request the adapter sent, when given.
    /// </summary>
    /// <exception cref="PayloadValidationException">The result is an Error or differs from the catalog.</exception>
    public int ValidateCards(
        string caseName, FSharpResult<FSharpList<AdapterCard>, string> result, Uri? requestUrl = null)
    {
        if (result.IsError)
        {
            var request = requestUrl is null ? string.Empty : $" (GET {requestUrl})";
            throw new PayloadValidationException($"{caseName} for '{CardName}'{request} returned Error "
                + $"\"{result.ErrorValue}\", expected {Cards.Length} cards.");
        }

        var cards = result.ResultValue;
        if (cards.Length != Cards.Length)
        {
            throw new PayloadValidationException($"{caseName} for '{CardName}' returned {cards.Length} cards, expected "
                + $"{Cards.Length}.");
        }

        if (!cards.Equals(Cards))
        {
            var index = cards
                .Zip(Cards)
                .Select((pair, position) => (pair, position))
                .First(item => !item.pair.First.Equals(item.pair.Second))
                .position;
            throw new PayloadValidationException(
                $"{caseName} for '{CardName}': card {index} is {cards[index]}, expected {Cards[index]}.");
        }

        return cards.Length;
    }

    /// <summary>
    /// Throws unless <paramref name="result"/> is Ok with the expected summary; returns its total hit points.
    /// </summary>
    /// <exception cref="PayloadValidationException">The result is an Error or another summary.</exception>
    public int ValidateSummary(string caseName, FSharpResult<CardSummary, string> result)
    {
        if (result.IsError)
        {
            throw new PayloadValidationException($"{caseName} for '{CardName}' returned Error \"{result.ErrorValue}\", "
                + $"expected {Summary}.");
        }

        if (!result.ResultValue.Equals(Summary))
        {
            throw new PayloadValidationException($"{caseName} for '{CardName}' returned {result.ResultValue}, expected "
                + $"{Summary}.");
        }

        return Summary.TotalHp;
    }
}

using HttpLab.Adapters.FSharp;
using Microsoft.FSharp.Collections;
using Microsoft.FSharp.Core;

namespace HttpLab.Studies.Async.Adapters;

/// <summary>
/// The C# baseline of the CPU-bound variants (<see cref="AsyncCards.SummarizeAsync"/>,
/// <see cref="TaskCards.SummarizeAsync"/>): the same <see cref="CardStats"/> steps, each behind its own task-returning
/// method and awaited in turn.
/// </summary>
public static class CSharpCardSummary
{
    /// <summary>
    /// A <see cref="CardSummary"/> of <paramref name="cards"/> through four awaits, with no I/O; an Error when there
    /// are no cards.
    /// </summary>
    /// <param name="name">The name the cards were asked for.</param>
    /// <param name="cards">The cards to summarize.</param>
    /// <param name="cancellationToken">Checked before the work starts.</param>
    public static async Task<FSharpResult<CardSummary, string>> SummarizeAsync(
        string name, FSharpList<Card> cards, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(cards);
        cancellationToken.ThrowIfCancellationRequested();
        if (cards.IsEmpty)
        {
            return FSharpResult<CardSummary, string>.NewError(CardStats.NoCards(name));
        }

        var totalHp = await TotalHpAsync(cards).ConfigureAwait(false);
        var strongest = await StrongestAsync(cards).ConfigureAwait(false);
        var types = await TypesAsync(cards).ConfigureAwait(false);
        var rareCount = await RareCountAsync(cards).ConfigureAwait(false);
        return FSharpResult<CardSummary, string>.NewOk(
            new CardSummary(name, cards.Length, totalHp, strongest, types, rareCount));
    }

    // Task-returning steps that complete synchronously, as F#'s task { return ... } does; an async method without an
    // await would only add a compiler warning.
    private static Task<int> TotalHpAsync(FSharpList<Card> cards) => Task.FromResult(CardStats.TotalHp(cards));

    private static Task<string> StrongestAsync(FSharpList<Card> cards) => Task.FromResult(CardStats.Strongest(cards));

    private static Task<FSharpList<string>> TypesAsync(FSharpList<Card> cards) =>
        Task.FromResult(CardStats.Types(cards));

    private static Task<int> RareCountAsync(FSharpList<Card> cards) => Task.FromResult(CardStats.RareCount(cards));
}

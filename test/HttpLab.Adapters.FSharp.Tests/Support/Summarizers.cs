using HttpLab.Studies.Async.Adapters;
using Microsoft.FSharp.Collections;
using Microsoft.FSharp.Core;

namespace HttpLab.Adapters.FSharp.Tests.Support;

internal static class Summarizers
{
    public static Task<FSharpResult<CardSummary, string>> SummarizeAsync(
        SummaryVariant variant,
        string name,
        FSharpList<Card> cards,
        CancellationToken cancellationToken) => variant switch
        {
            SummaryVariant.CSharp => CSharpCardSummary.SummarizeAsync(name, cards, cancellationToken),
            SummaryVariant.FSharpAsync => AsyncCards.SummarizeAsync(name, cards, cancellationToken),
            SummaryVariant.FSharpAsyncImmediate => AsyncCards.SummarizeImmediateAsync(name, cards, cancellationToken),
            SummaryVariant.FSharpTask => TaskCards.SummarizeAsync(name, cards, cancellationToken),
            _ => throw new ArgumentOutOfRangeException(nameof(variant), variant, "Unknown variant."),
        };
}

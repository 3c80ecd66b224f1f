using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using HttpLab.Contracts.Consumer;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Logging;
using CatalogCard = HttpLab.Contracts.Cards.Card;

namespace HttpLab.Consumer;

/// <summary>
/// <see cref="ConsumerRoutes.Baseline"/>: the work of the adapters without one, as a C# service would write it inline:
/// one <see cref="HttpClient"/> call and a source-generated deserialize of the card list straight from the stream.
/// </summary>
internal static class BaselineCards
{
    public static async Task HandleAsync(HttpContext context, HttpClient backend, ILogger logger)
    {
        var name = ConsumerEndpoints.CardName(context);
        var cancellationToken = context.RequestAborted;
        try
        {
            using var response = await backend
                .GetAsync(new Uri("cards/" + Uri.EscapeDataString(name), UriKind.Relative), cancellationToken)
                .ConfigureAwait(false);
            if (!response.IsSuccessStatusCode)
            {
                var status = (int)response.StatusCode;
                await ConsumerEndpoints.WriteFailureAsync(
                    context,
                    name,
                    response.StatusCode == HttpStatusCode.NotFound,
                    $"the card service answered {status} for '{name}'",
                    logger).ConfigureAwait(false);
                return;
            }

            var cards = await response.Content
                .ReadFromJsonAsync(ConsumerJsonContext.Default.IReadOnlyListCard, cancellationToken)
                .ConfigureAwait(false);
            if (cards is null || !cards.All(IsComplete))
            {
                await ConsumerEndpoints.WriteFailureAsync(
                    context,
                    name,
                    notFound: false,
                    $"the card service's list for '{name}' is null or holds a null",
                    logger).ConfigureAwait(false);
                return;
            }

            await ConsumerEndpoints.WriteAnswerAsync(context, CardsAnswer.From(name, cards)).ConfigureAwait(false);
        }
        catch (Exception exception) when (exception is HttpRequestException or JsonException
            || (exception is OperationCanceledException && !cancellationToken.IsCancellationRequested))
        {
            // HttpClient's timeout also ends in a cancellation; only the request's own token says the client left.
            await ConsumerEndpoints.WriteFailureAsync(
                context,
                name,
                notFound: false,
                $"cards for '{name}' could not be fetched: {exception.Message}",
                logger).ConfigureAwait(false);
        }
    }

    // The strict context refuses absent and null fields; a null card in the list, or a null type inside a card, it lets
    // through.
    private static bool IsComplete(CatalogCard? card) => card is not null && card.Types.All(type => type is not null);
}

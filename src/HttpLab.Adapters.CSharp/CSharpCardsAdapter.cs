using System.Net;
using HttpLab.Adapters.FSharp;
using Microsoft.FSharp.Collections;
using Microsoft.FSharp.Core;

namespace HttpLab.Adapters.CSharp;

/// <summary>
/// The C# baseline of the F# card adapters: the same request, status handling, parsing and error messages as
/// <see cref="AsyncCardsAdapter"/> and <see cref="TaskCardsAdapter"/>, in a C# async method, returning the same F#
/// types so all three are compared and tested identically. The host injects the <see cref="HttpClient"/> and owns it.
/// </summary>
public sealed class CSharpCardsAdapter : ICardsAdapter
{
    private readonly HttpClient client;

    /// <param name="client">A client whose <see cref="HttpClient.BaseAddress"/> is the card service.</param>
    /// <exception cref="ArgumentException">The client has no base address.</exception>
    public CSharpCardsAdapter(HttpClient client)
    {
        ArgumentNullException.ThrowIfNull(client);
        if (client.BaseAddress is null)
        {
            throw new ArgumentException(
                "The client needs a BaseAddress: the card service's root, e.g. http://localhost:5000/.",
                nameof(client));
        }

        this.client = client;
    }

    /// <summary>The cards for <paramref name="name"/>; see <see cref="ICardsAdapter"/>.</summary>
    public async Task<FSharpResult<FSharpList<Card>, string>> GetCardsAsync(
        string name, CancellationToken cancellationToken)
    {
        try
        {
            using var response = await client.GetAsync(CardsRequest.Uri(name), cancellationToken).ConfigureAwait(false);
            if (response.StatusCode == HttpStatusCode.NotFound)
            {
                return Error(CardErrors.NotFound(name));
            }

            if (!response.IsSuccessStatusCode)
            {
                return Error(CardErrors.UnexpectedStatus(name, response));
            }

            var json = await response.Content.ReadAsStringAsync(cancellationToken).ConfigureAwait(false);
            return CardJson.Parse(name, json);
        }
        catch (HttpRequestException failure)
        {
            return Error(CardErrors.RequestFailed(name, failure));
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            // HttpClient's timeout also ends in a TaskCanceledException; only the caller's token tells the two apart.
            return Error(CardErrors.TimedOut(name, client.Timeout));
        }
    }

    private static FSharpResult<FSharpList<Card>, string> Error(string message) =>
        FSharpResult<FSharpList<Card>, string>.NewError(message);
}

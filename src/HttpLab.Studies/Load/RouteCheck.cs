using System.Net;
using System.Text.Json;
using HttpLab.Contracts.Cards;
using HttpLab.Contracts.Consumer;
using HttpLab.Studies.Json;

namespace HttpLab.Studies.Load;

/// <summary>
/// Asks a consumer route once and compares its whole answer with one computed here from the target's
/// <see cref="CardCatalog"/>: a route that fails or answers something else is found before (and after) its load, not
/// reported as fast. Under load the generator checks every response's status; this check covers the body.
/// </summary>
internal sealed class RouteCheck : IDisposable
{
    private static readonly JsonSerializerOptions WebOptions = new(JsonSerializerDefaults.Web);

    private const int ShownBodyLength = 300;
    private readonly HttpClient client = JsonStudyClient.Create();

    public static CardsAnswer Expected { get; } = CardsAnswer.From(
        ConsumerRoutes.DefaultCardName, CardCatalog.Cards(ConsumerRoutes.DefaultCardName));

    /// <summary>
    /// Null when the route answered 200 with <see cref="Expected"/>, or what it answered instead, in one line.
    /// </summary>
    public async Task<string?> ProblemAsync(ConsumerRoute route, Uri url, CancellationToken cancellationToken)
    {
        try
        {
            using var response = await client.GetAsync(url, cancellationToken).ConfigureAwait(false);
            var body = await response.Content.ReadAsStringAsync(cancellationToken).ConfigureAwait(false);
            if (response.StatusCode != HttpStatusCode.OK)
            {
                return $"{route.Name} answered {(int)response.StatusCode} instead of 200: {Shown(body)}";
            }

            var answer = Parse(body);
            return answer == Expected ? null : $"{route.Name} answered {Shown(body)} instead of "
                + $"{Shown(JsonSerializer.Serialize(Expected, WebOptions))}";
        }
        catch (HttpRequestException exception)
        {
            return $"{route.Name} could not be asked: {exception.Message}";
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            return $"{route.Name} did not answer within {client.Timeout.TotalSeconds:0} s";
        }
    }

    /// <exception cref="PayloadValidationException">The route did not answer <see cref="Expected"/>.</exception>
    public async Task ThrowUnlessCorrectAsync(ConsumerRoute route, Uri url, CancellationToken cancellationToken)
    {
        if (await ProblemAsync(route, url, cancellationToken).ConfigureAwait(false) is { } problem)
        {
            throw new PayloadValidationException("The load study checks every consumer route before loading it: "
                + $"{problem}");
        }
    }

    public void Dispose() => client.Dispose();

    private static CardsAnswer? Parse(string body)
    {
        try
        {
            return JsonSerializer.Deserialize<CardsAnswer>(body, WebOptions);
        }
        catch (JsonException)
        {
            return null;
        }
    }

    private static string Shown(string body)
    {
        var line = body.ReplaceLineEndings(" ");
        return line.Length <= ShownBodyLength ? line : line[..ShownBodyLength] + "...";
    }
}

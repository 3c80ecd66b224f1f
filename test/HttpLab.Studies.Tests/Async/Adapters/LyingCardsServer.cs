using System.Text.Json;
using HttpLab.Contracts.Cards;
using Microsoft.AspNetCore.Builder;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Async.Adapters;

/// <summary>
/// A /cards double on real Kestrel that lies in one chosen way, to prove the benchmarks' validation catches it.
/// </summary>
internal sealed class LyingCardsServer : IAsyncDisposable
{
    private readonly LoopbackApp app;

    private LyingCardsServer(LoopbackApp app) => this.app = app;

    public Uri BaseAddress => app.BaseAddress;

    public static async Task<LyingCardsServer> StartAsync(CardLie lie, ITestOutputHelper output) =>
        new(await LoopbackApp.StartAsync(
            app => app.MapGet("/cards/{name}", (string name) =>
            {
                var cards = CardCatalog.Cards(name).ToList();
                switch (lie)
                {
                    case CardLie.DropsACard:
                        cards.RemoveAt(cards.Count - 1);
                        break;
                    case CardLie.AltersAField:
                        cards[^1] = cards[^1] with { Hp = cards[^1].Hp + 10 };
                        break;
                    case CardLie.ServesAnotherNamesCards:
                        cards = CardCatalog.Cards("charmander").ToList();
                        break;
                    case CardLie.AnswersNotFound:
                        return Microsoft.AspNetCore.Http.Results.NotFound();
                }

                var json = JsonSerializer.Serialize(cards, JsonSerializerOptions.Web);
                return Microsoft.AspNetCore.Http.Results.Text(json, "application/json");
            }),
            output));

    public ValueTask DisposeAsync() => app.DisposeAsync();
}

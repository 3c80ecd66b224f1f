using System.Text.Json;
using HttpLab.Target.Cards;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Studies.Tests.Adapters;

/// <summary>A /cards double on real Kestrel that lies in one chosen way, to prove the benchmarks' validation catches it.</summary>
internal sealed class LyingCardsServer : IAsyncDisposable
{
    private readonly WebApplication app;

    private LyingCardsServer(WebApplication app, Uri baseAddress)
    {
        this.app = app;
        BaseAddress = baseAddress;
    }

    public Uri BaseAddress { get; }

    public static async Task<LyingCardsServer> StartAsync(CardLie lie)
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.WebHost.UseUrls("http://127.0.0.1:0");
        builder.Logging.ClearProviders();
        var app = builder.Build();
        app.MapGet("/cards/{name}", (string name) =>
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

            return Microsoft.AspNetCore.Http.Results.Text(JsonSerializer.Serialize(cards, JsonSerializerOptions.Web), "application/json");
        });
        await app.StartAsync();
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.First();
        return new LyingCardsServer(app, new Uri(address + "/"));
    }

    public async ValueTask DisposeAsync()
    {
        await app.StopAsync();
        await app.DisposeAsync();
    }
}

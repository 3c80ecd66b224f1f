using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Adapters.FSharp.Tests.Support;

/// <summary>
/// A card service on real Kestrel that fails in the way its base path names: <c>{base}unavailable/</c> answers 503,
/// <c>{base}garbage/</c> a body that is not JSON, <c>{base}incomplete/</c> a card without hit points,
/// <c>{base}hang/</c> never answers, and <c>{base}stall/</c> never answers either but signals each request's arrival.
/// </summary>
public sealed class MisbehavingCardsServer : IAsyncLifetime
{
    private readonly SemaphoreSlim stalledRequests = new(0);
    private WebApplication? app;

    public Uri BaseAddress { get; private set; } = null!;

    public Uri Unavailable => new(BaseAddress, "unavailable/");

    public Uri Garbage => new(BaseAddress, "garbage/");

    public Uri Incomplete => new(BaseAddress, "incomplete/");

    public Uri Hang => new(BaseAddress, "hang/");

    public Uri Stall => new(BaseAddress, "stall/");

    /// <summary>Completes when a request to <see cref="Stall"/> has arrived and is being held.</summary>
    public Task<bool> StalledRequestArrivedAsync() => stalledRequests.WaitAsync(TimeSpan.FromSeconds(10));

    public async Task InitializeAsync()
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.WebHost.UseUrls("http://127.0.0.1:0");
        builder.Logging.ClearProviders();
        app = builder.Build();
        app.MapGet("/unavailable/cards/{name}", () => TypedResults.StatusCode(StatusCodes.Status503ServiceUnavailable));
        app.MapGet("/garbage/cards/{name}", () => TypedResults.Text("<html>not json</html>", "application/json"));
        app.MapGet(
            "/incomplete/cards/{name}",
            () => TypedResults.Text("""[{"id":"base1-1","name":"Pikachu","types":["Lightning"],"rarity":"Common","set":"Base","number":"1"}]""", "application/json"));
        app.MapGet("/hang/cards/{name}", (HttpContext context) => HoldAsync(context.RequestAborted));
        app.MapGet("/stall/cards/{name}", (HttpContext context) =>
        {
            stalledRequests.Release();
            return HoldAsync(context.RequestAborted);
        });
        await app.StartAsync();
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.First();
        BaseAddress = new Uri(address + "/");
    }

    public async Task DisposeAsync()
    {
        if (app is not null)
        {
            await app.StopAsync();
            await app.DisposeAsync();
        }

        stalledRequests.Dispose();
    }

    private static async Task HoldAsync(CancellationToken requestAborted)
    {
        try
        {
            await Task.Delay(Timeout.InfiniteTimeSpan, requestAborted);
        }
        catch (OperationCanceledException)
        {
            // The client gave up, which is what these endpoints wait for.
        }
    }
}

using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

namespace HttpLab.Adapters.FSharp.Tests.Support;

/// <summary>
/// A card service on real Kestrel that fails in the way its base path names: <c>{base}unavailable/</c> answers 503,
/// <c>{base}garbage/</c> a body that is not JSON, <c>{base}incomplete/</c> a card without hit points,
/// <c>{base}hang/</c> never answers, and <c>{base}stall/</c> never answers either but signals each request's arrival.
/// </summary>
public sealed class MisbehavingCardsServer : IAsyncLifetime, ILogsToTestOutput
{
    // No hit points.
    private const string IncompleteCard =
        """[{"id":"base1-1","name":"Pikachu","types":["Lightning"],"rarity":"Common","set":"Base","number":"1"}]""";

    private readonly SemaphoreSlim stalledRequests = new(0);
    private LoopbackApp? app;

    public Uri BaseAddress { get; private set; } = null!;

    public Uri Unavailable => new(BaseAddress, "unavailable/");

    public Uri Garbage => new(BaseAddress, "garbage/");

    public Uri Incomplete => new(BaseAddress, "incomplete/");

    public Uri Hang => new(BaseAddress, "hang/");

    public Uri Stall => new(BaseAddress, "stall/");

    /// <summary>Completes when a request to <see cref="Stall"/> has arrived and is being held.</summary>
    public Task<bool> StalledRequestArrivedAsync() => stalledRequests.WaitAsync(TimeSpan.FromSeconds(10));

    /// <summary>Where the server's logs go; the test class hands it its output.</summary>
    public TestOutputLoggerProvider Logs => App.Logs;

    private LoopbackApp App => app ?? throw new InvalidOperationException("The server has not started.");

    public async Task InitializeAsync()
    {
        app = await LoopbackApp.StartAsync(MapRoutes);
        BaseAddress = app.BaseAddress;
    }

    public async Task DisposeAsync()
    {
        if (app is not null)
        {
            await app.DisposeAsync();
        }

        stalledRequests.Dispose();
    }

    private void MapRoutes(WebApplication routes)
    {
        routes.MapGet(
            "/unavailable/cards/{name}",
            () => TypedResults.StatusCode(StatusCodes.Status503ServiceUnavailable));
        routes.MapGet("/garbage/cards/{name}", () => TypedResults.Text("<html>not json</html>", "application/json"));
        routes.MapGet(
            "/incomplete/cards/{name}",
            () => TypedResults.Text(IncompleteCard, "application/json"));
        routes.MapGet("/hang/cards/{name}", (HttpContext context) => HoldAsync(context.RequestAborted));
        routes.MapGet("/stall/cards/{name}", (HttpContext context) =>
        {
            stalledRequests.Release();
            return HoldAsync(context.RequestAborted);
        });
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

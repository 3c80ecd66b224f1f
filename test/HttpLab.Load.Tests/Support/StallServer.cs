using System.Collections.Concurrent;
using HttpLab.Studies.Tests.Support;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

namespace HttpLab.Load.Tests.Support;

/// <summary>
/// Kestrel on 127.0.0.1 and a free port with <c>GET /stall/{key}?at=N&amp;ms=M</c>: answers "ok" at once, except the N-th
/// request for that key, which it holds for M milliseconds. Warmed up before the first test so JIT is not measured.
/// </summary>
public sealed class StallServer : IAsyncLifetime
{
    private readonly ConcurrentDictionary<string, int> counts = new(StringComparer.Ordinal);
    private LoopbackApp? app;

    public Uri BaseAddress { get; private set; } = new("http://127.0.0.1/");

    public Uri Stall(string key, int at, int milliseconds) => new(BaseAddress, $"stall/{key}?at={at}&ms={milliseconds}");

    public async Task InitializeAsync()
    {
        app = await LoopbackApp.StartAsync(routes => routes.MapGet("/stall/{key}", async (string key, int at, int ms, HttpContext context) =>
        {
            if (counts.AddOrUpdate(key, 1, (_, count) => count + 1) == at)
            {
                await Task.Delay(ms, context.RequestAborted);
            }

            return "ok";
        }));
        BaseAddress = app.BaseAddress;

        using var client = new HttpClient();
        for (var index = 0; index < 200; index++)
        {
            (await client.GetAsync(Stall("warm-up", 0, 0))).Dispose();
        }
    }

    public async Task DisposeAsync()
    {
        if (app is not null)
        {
            await app.DisposeAsync();
        }
    }
}

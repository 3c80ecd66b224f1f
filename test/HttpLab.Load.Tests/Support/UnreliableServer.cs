using System.Collections.Concurrent;
using System.Diagnostics;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

namespace HttpLab.Load.Tests.Support;

/// <summary>
/// Kestrel on 127.0.0.1 and a free port, misbehaving on purpose: <c>/stall/{key}?at=N&amp;ms=M</c> answers at once
/// except the N-th request for that key, which it holds for M ms; <c>/slow?ms=M</c> answers each request after M ms;
/// <c>/held/{key}?afterMs=N</c> answers at once for N ms after the key's first request, then holds every response until
/// the client gives up; <c>/truncated</c> promises 100 bytes, sends 10 and closes the connection. Warmed up before the
/// first test so JIT is not measured.
/// </summary>
public sealed class UnreliableServer : IAsyncLifetime, ILogsToTestOutput
{
    private readonly ConcurrentDictionary<string, int> stallCounts = new(StringComparer.Ordinal);
    private readonly ConcurrentDictionary<string, long> firstRequest = new(StringComparer.Ordinal);
    private LoopbackApp? app;

    private int truncatedHits;

    /// <summary>
    /// How many /truncated requests reached the server: a request the client counts but the server never saw is the
    /// client's.
    /// </summary>
    public int TruncatedHits => Volatile.Read(ref truncatedHits);

    public Uri BaseAddress { get; private set; } = new("http://127.0.0.1/");

    public TestOutputLoggerProvider Logs =>
        (app ?? throw new InvalidOperationException("The server has not started.")).Logs;

    public Uri Stall(string key, int at, int milliseconds) =>
        new(BaseAddress, $"stall/{key}?at={at}&ms={milliseconds}");

    public Uri Slow(int milliseconds) => new(BaseAddress, $"slow?ms={milliseconds}");

    public Uri HeldAfter(TimeSpan normal) =>
        new(BaseAddress, $"held/{Guid.NewGuid():N}?afterMs={(int)normal.TotalMilliseconds}");

    public Uri Truncated => new(BaseAddress, "truncated");

    public async Task InitializeAsync()
    {
        app = await LoopbackApp.StartAsync(MapRoutes);
        BaseAddress = app.BaseAddress;

        using var client = new HttpClient();
        for (var index = 0; index < 200; index++)
        {
            (await client.GetAsync(Stall("warm-up", 0, 0))).Dispose();
            if (index < 100)
            {
                (await client.GetAsync(Slow(0))).Dispose();
            }
        }
    }

    public async Task DisposeAsync()
    {
        if (app is not null)
        {
            await app.DisposeAsync();
        }
    }

    private void MapRoutes(WebApplication routes)
    {
        routes.MapGet("/stall/{key}", async (string key, int at, int ms, HttpContext context) =>
        {
            if (stallCounts.AddOrUpdate(key, 1, (_, count) => count + 1) == at)
            {
                await Task.Delay(ms, context.RequestAborted);
            }

            return "ok";
        });
        routes.MapGet("/slow", async (int ms, HttpContext context) =>
        {
            await Task.Delay(ms, context.RequestAborted);
            return "ok";
        });
        routes.MapGet("/held/{key}", async (string key, int afterMs, HttpContext context) =>
        {
            var first = firstRequest.GetOrAdd(key, _ => Stopwatch.GetTimestamp());
            if (Stopwatch.GetElapsedTime(first).TotalMilliseconds >= afterMs)
            {
                await Task.Delay(Timeout.Infinite, context.RequestAborted);
            }

            return "ok";
        });
        routes.MapGet("/truncated", async context =>
        {
            Interlocked.Increment(ref truncatedHits);
            context.Response.ContentLength = 100;
            await context.Response.Body.WriteAsync("0123456789"u8.ToArray(), context.RequestAborted);
            await context.Response.Body.FlushAsync(context.RequestAborted);
            context.Abort();
        });
    }
}

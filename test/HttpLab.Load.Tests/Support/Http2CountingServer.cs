using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Server.Kestrel.Core;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Load.Tests.Support;

/// <summary>
/// Kestrel on 127.0.0.1, port 0, speaking HTTP/2 with prior knowledge (h2c) only, that counts the connections it
/// accepts and the most requests it held at once: <c>/slow</c> answers after 20 ms, so a client's streams overlap;
/// <c>/status/N</c> answers status N; <c>/echo</c> answers a POST with its body and keeps it; <c>/stall</c> never
/// answers (until the client resets the stream).
/// </summary>
public sealed class Http2CountingServer : IAsyncLifetime
{
    private WebApplication? app;
    private int connections;
    private int inFlight;
    private int peakInFlight;
    private byte[] lastEcho = [];

    public Uri Slow { get; private set; } = null!;

    public int Connections => Volatile.Read(ref connections);

    public int PeakInFlight => Volatile.Read(ref peakInFlight);

    /// <summary>Forgets the peak so far, so a test measures only its own requests.</summary>
    public void ResetPeak() => Volatile.Write(ref peakInFlight, 0);

    /// <summary>The body of the last POST to /echo.</summary>
    public byte[] LastEcho => Volatile.Read(ref lastEcho);

    /// <summary>A URL on this server (h2c only).</summary>
    public Uri Path(string path) => new(Slow, path);

    public async Task InitializeAsync()
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.Logging.ClearProviders();
        builder.WebHost.ConfigureKestrel(kestrel => kestrel.Listen(
            System.Net.IPAddress.Loopback,
            0,
            listen =>
            {
                listen.Protocols = HttpProtocols.Http2;
                listen.Use(next => context =>
                {
                    Interlocked.Increment(ref connections);
                    return next(context);
                });
            }));
        app = builder.Build();
        app.MapGet("/slow", async (HttpContext context) =>
        {
            var now = Interlocked.Increment(ref inFlight);
            int peak;
            while (now > (peak = Volatile.Read(ref peakInFlight))
                && Interlocked.CompareExchange(ref peakInFlight, now, peak) != peak)
            {
            }

            await Task.Delay(20, context.RequestAborted);
            Interlocked.Decrement(ref inFlight);
            return "ok";
        });
        app.MapGet("/status/{code:int}", (int code) => Results.StatusCode(code));
        app.MapPost("/echo", async (HttpContext context) =>
        {
            using var body = new MemoryStream();
            await context.Request.Body.CopyToAsync(body, context.RequestAborted);
            Volatile.Write(ref lastEcho, body.ToArray());
            context.Response.ContentType = "application/octet-stream";
            await context.Response.Body.WriteAsync(body.ToArray(), context.RequestAborted);
        });
        app.MapGet("/stall", (HttpContext context) => Task.Delay(Timeout.Infinite, context.RequestAborted));
        await app.StartAsync();
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!
            .Addresses.Single();
        Slow = new Uri(new Uri(address), "slow");
    }

    public async Task DisposeAsync()
    {
        if (app is not null)
        {
            await app.DisposeAsync();
        }
    }
}

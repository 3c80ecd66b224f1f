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
/// accepts and the most requests it held at once: <c>/slow</c> answers after 20 ms, so a client's streams overlap.
/// </summary>
public sealed class Http2CountingServer : IAsyncLifetime
{
    private WebApplication? app;
    private int connections;
    private int inFlight;
    private int peakInFlight;

    public Uri Slow { get; private set; } = null!;

    public int Connections => Volatile.Read(ref connections);

    public int PeakInFlight => Volatile.Read(ref peakInFlight);

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

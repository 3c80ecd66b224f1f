using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Studies.Tests.Support;

/// <summary>A minimal API on real Kestrel at 127.0.0.1, port 0, for the test doubles: the caller maps its routes, the bound address is read back.</summary>
internal sealed class LoopbackApp : IAsyncDisposable
{
    private readonly WebApplication app;

    private LoopbackApp(WebApplication app, Uri baseAddress)
    {
        this.app = app;
        BaseAddress = baseAddress;
    }

    /// <summary>The bound address, ending in a slash.</summary>
    public Uri BaseAddress { get; }

    public static async Task<LoopbackApp> StartAsync(Action<WebApplication> mapRoutes, CancellationToken cancellationToken = default)
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.WebHost.UseUrls("http://127.0.0.1:0");
        builder.Logging.ClearProviders();
        var app = builder.Build();
        mapRoutes(app);
        await app.StartAsync(cancellationToken);
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.First();
        return new LoopbackApp(app, new Uri(address + "/"));
    }

    public async ValueTask DisposeAsync()
    {
        await app.StopAsync();
        await app.DisposeAsync();
    }
}

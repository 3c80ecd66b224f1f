using System.Text.Json;
using HttpLab.Target.Cards;
using HttpLab.Target.Consumer;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Studies.Tests.Load;

/// <summary>A consumer double on real Kestrel whose every route answers 200 with another name's summary: fast, and wrong.</summary>
internal sealed class LyingConsumers : IConsumerLauncher
{
    public async Task<IRunningConsumer> StartAsync(Uri backend, CancellationToken cancellationToken)
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.WebHost.UseUrls("http://127.0.0.1:0");
        builder.Logging.ClearProviders();
        var app = builder.Build();
        var wrong = JsonSerializer.Serialize(CardsAnswer.From(ConsumerRoutes.DefaultCardName, CardCatalog.Cards("charmander")), JsonSerializerOptions.Web);
        foreach (var route in ConsumerRoutes.All)
        {
            app.MapGet(route, () => Microsoft.AspNetCore.Http.Results.Text(wrong, "application/json"));
        }

        await app.StartAsync(cancellationToken);
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.First();
        return new Running(app, new Uri(address + "/"));
    }

    private sealed class Running(WebApplication app, Uri baseAddress) : IRunningConsumer
    {
        public Uri BaseAddress => baseAddress;

        public int ProcessId => Environment.ProcessId;

        public async ValueTask DisposeAsync()
        {
            await app.StopAsync();
            await app.DisposeAsync();
        }
    }
}

using System.Text.Json;
using HttpLab.Contracts.Cards;
using HttpLab.Contracts.Consumer;
using Microsoft.AspNetCore.Builder;

namespace HttpLab.Studies.Tests.Load;

/// <summary>
/// A consumer double on real Kestrel whose every route answers 200 with another name's summary: fast, and wrong.
/// </summary>
internal sealed class LyingConsumers : IConsumerLauncher
{
    public async Task<IRunningConsumer> StartAsync(Uri backend, CancellationToken cancellationToken)
    {
        var wrong = JsonSerializer.Serialize(
            CardsAnswer.From(ConsumerRoutes.DefaultCardName, CardCatalog.Cards("charmander")),
            JsonSerializerOptions.Web);
        var app = await LoopbackApp.StartAsync(
            app =>
            {
                foreach (var route in ConsumerRoutes.All)
                {
                    app.MapGet(route, () => Microsoft.AspNetCore.Http.Results.Text(wrong, "application/json"));
                }
            },
            cancellationToken);
        return new Running(app);
    }

    private sealed class Running(LoopbackApp app) : IRunningConsumer
    {
        public Uri BaseAddress => app.BaseAddress;

        public int ProcessId => Environment.ProcessId;

        public ValueTask DisposeAsync() => app.DisposeAsync();
    }
}

using System.Globalization;
using System.Text.Json;
using HttpLab.Studies.Tests.Support;
using HttpLab.Target.Weather;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

namespace HttpLab.Cli.Tests.Run;

/// <summary>
/// A /weather double on real Kestrel that answers honestly until <see cref="StartLying"/>, then announces a wrong
/// checksum: the preflight passes, and the benchmark measuring when it turns fails its validation inside BenchmarkDotNet.
/// </summary>
internal sealed class TurncoatWeatherServer : IAsyncDisposable
{
    private LoopbackApp? app;
    private volatile bool lying;

    /// <summary>The bound address, ending in a slash.</summary>
    public Uri BaseAddress => app!.BaseAddress;

    public static async Task<TurncoatWeatherServer> StartAsync()
    {
        var server = new TurncoatWeatherServer();
        server.app = await LoopbackApp.StartAsync(routes => routes.MapGet("/weather/{size:int}", (int size, HttpContext context) =>
        {
            var items = WeatherGenerator.Items(size).ToList();
            var checksum = WeatherChecksum.Compute(items) + (server.lying ? 1UL : 0UL);
            context.Response.Headers[WeatherHeaders.ItemCount] = size.ToString(CultureInfo.InvariantCulture);
            context.Response.Headers[WeatherHeaders.Checksum] = WeatherChecksum.Format(checksum);
            return Microsoft.AspNetCore.Http.Results.Text(JsonSerializer.Serialize(items, JsonSerializerOptions.Web), "application/json");
        }));
        return server;
    }

    public void StartLying() => lying = true;

    public async ValueTask DisposeAsync()
    {
        if (app is not null)
        {
            await app.DisposeAsync();
        }
    }
}

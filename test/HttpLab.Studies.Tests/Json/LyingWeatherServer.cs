using System.Globalization;
using System.Text.Json;
using HttpLab.Studies.Tests.Support;
using HttpLab.Target.Weather;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

namespace HttpLab.Studies.Tests.Json;

/// <summary>A /weather double on real Kestrel that lies in one chosen way, to prove the client-side validation catches it.</summary>
internal sealed class LyingWeatherServer : IAsyncDisposable
{
    private readonly LoopbackApp app;

    private LyingWeatherServer(LoopbackApp app) => this.app = app;

    public Uri BaseAddress => app.BaseAddress;

    public static async Task<LyingWeatherServer> StartAsync(WeatherLie lie) =>
        new(await LoopbackApp.StartAsync(app => app.MapGet("/weather/{size:int}", (int size, HttpContext context) =>
        {
            var items = WeatherGenerator.Items(size).ToList();
            var announcedChecksum = WeatherChecksum.Compute(items);
            var announcedCount = size;
            switch (lie)
            {
                case WeatherLie.DropsAnItem:
                    items.RemoveAt(items.Count - 1);
                    break;
                case WeatherLie.WrongChecksum:
                    announcedChecksum++;
                    break;
                case WeatherLie.WrongCountHeader:
                    announcedCount++;
                    break;
                case WeatherLie.AltersAField:
                    items[0] = items[0] with { TemperatureC = items[0].TemperatureC + 1 };
                    break;
                case WeatherLie.SnakeCaseNames:
                    break;
            }

            context.Response.Headers[WeatherHeaders.ItemCount] = announcedCount.ToString(CultureInfo.InvariantCulture);
            context.Response.Headers[WeatherHeaders.Checksum] = WeatherChecksum.Format(announcedChecksum);
            var options = lie == WeatherLie.SnakeCaseNames
                ? new JsonSerializerOptions { PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower }
                : new JsonSerializerOptions(JsonSerializerDefaults.Web);
            return Microsoft.AspNetCore.Http.Results.Text(JsonSerializer.Serialize(items, options), "application/json");
        })));

    public ValueTask DisposeAsync() => app.DisposeAsync();
}

using System.Globalization;
using System.Text.Json;
using HttpLab.Target.Weather;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Studies.Tests.Json;

/// <summary>A /weather double on real Kestrel that lies in one chosen way, to prove the client-side validation catches it.</summary>
internal sealed class LyingWeatherServer : IAsyncDisposable
{
    private readonly WebApplication app;

    private LyingWeatherServer(WebApplication app, Uri baseAddress)
    {
        this.app = app;
        BaseAddress = baseAddress;
    }

    public Uri BaseAddress { get; }

    public static async Task<LyingWeatherServer> StartAsync(WeatherLie lie)
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.WebHost.UseUrls("http://127.0.0.1:0");
        builder.Logging.ClearProviders();
        var app = builder.Build();
        app.MapGet("/weather/{size:int}", (int size, HttpContext context) =>
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
        });
        await app.StartAsync();
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.First();
        return new LyingWeatherServer(app, new Uri(address + "/"));
    }

    public async ValueTask DisposeAsync()
    {
        await app.StopAsync();
        await app.DisposeAsync();
    }
}

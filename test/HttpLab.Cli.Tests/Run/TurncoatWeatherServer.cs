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

namespace HttpLab.Cli.Tests.Run;

/// <summary>
/// A /weather double on real Kestrel that answers honestly until <see cref="StartLying"/>, then announces a wrong
/// checksum: the preflight passes, and the benchmark measuring when it turns fails its validation inside BenchmarkDotNet.
/// </summary>
internal sealed class TurncoatWeatherServer : IAsyncDisposable
{
    private readonly WebApplication app;
    private volatile bool lying;

    private TurncoatWeatherServer(WebApplication app, Uri baseAddress)
    {
        this.app = app;
        BaseAddress = baseAddress;
    }

    /// <summary>The bound address, ending in a slash.</summary>
    public Uri BaseAddress { get; }

    public static async Task<TurncoatWeatherServer> StartAsync()
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.WebHost.UseUrls("http://127.0.0.1:0");
        builder.Logging.ClearProviders();
        var app = builder.Build();
        TurncoatWeatherServer? server = null;
        app.MapGet("/weather/{size:int}", (int size, HttpContext context) =>
        {
            var items = WeatherGenerator.Items(size).ToList();
            var checksum = WeatherChecksum.Compute(items) + (server!.lying ? 1UL : 0UL);
            context.Response.Headers[WeatherHeaders.ItemCount] = size.ToString(CultureInfo.InvariantCulture);
            context.Response.Headers[WeatherHeaders.Checksum] = WeatherChecksum.Format(checksum);
            return Microsoft.AspNetCore.Http.Results.Text(JsonSerializer.Serialize(items, JsonSerializerOptions.Web), "application/json");
        });
        await app.StartAsync();
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.First();
        server = new TurncoatWeatherServer(app, new Uri(address + "/"));
        return server;
    }

    public void StartLying() => lying = true;

    public async ValueTask DisposeAsync()
    {
        await app.StopAsync();
        await app.DisposeAsync();
    }
}

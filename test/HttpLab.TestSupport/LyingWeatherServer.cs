using System.Globalization;
using System.Text.Json;
using HttpLab.Contracts.Weather;
using HttpLab.Target.Weather;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Xunit.Abstractions;

namespace HttpLab.TestSupport;

/// <summary>
/// A /weather double on real Kestrel that lies in one chosen way, to prove the client-side validation catches it.
/// </summary>
public sealed class LyingWeatherServer : IAsyncDisposable
{
    private readonly LoopbackApp app;
    private readonly Switch lying;

    private LyingWeatherServer(LoopbackApp app, Switch lying)
    {
        this.app = app;
        this.lying = lying;
    }

    public Uri BaseAddress => app.BaseAddress;

    public static Task<LyingWeatherServer> StartAsync(WeatherLie lie, ITestOutputHelper? output = null) =>
        StartAsync(lie, lyingFromStart: true, output);

    /// <summary>
    /// Starts answering honestly when <paramref name="lyingFromStart"/> is false, until <see cref="StartLying"/>.
    /// </summary>
    public static async Task<LyingWeatherServer> StartAsync(
        WeatherLie lie,
        bool lyingFromStart,
        ITestOutputHelper? output = null)
    {
        var lying = new Switch { On = lyingFromStart };
        var app = await LoopbackApp.StartAsync(
            routes => routes.MapGet(
                "/weather/{size:int}",
                (int size, HttpContext context) => Answer(size, lying.On ? lie : null, context.Response)),
            output);
        return new LyingWeatherServer(app, lying);
    }

    /// <summary>Every response from now on lies.</summary>
    public void StartLying() => lying.On = true;

    public ValueTask DisposeAsync() => app.DisposeAsync();

    private static IResult Answer(int size, WeatherLie? lie, HttpResponse response)
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

        response.Headers[WeatherHeaders.ItemCount] = announcedCount.ToString(CultureInfo.InvariantCulture);
        response.Headers[WeatherHeaders.Checksum] = WeatherChecksum.Format(announcedChecksum);
        var options = lie == WeatherLie.SnakeCaseNames
            ? new JsonSerializerOptions { PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower }
            : new JsonSerializerOptions(JsonSerializerDefaults.Web);
        return Results.Text(JsonSerializer.Serialize(items, options), "application/json");
    }

    private sealed class Switch
    {
        private volatile bool on;

        public bool On
        {
            get => on;
            set => on = value;
        }
    }
}

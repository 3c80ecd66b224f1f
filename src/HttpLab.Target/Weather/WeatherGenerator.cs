using HttpLab.Contracts.Weather;

namespace HttpLab.Target.Weather;

/// <summary>
/// The deterministic content of <c>/weather/{size}</c>: item i is the same for every size and every run.
/// </summary>
public static class WeatherGenerator
{
    private static readonly DateOnly FirstDate = new(2024, 1, 1);

    private static readonly string[] Summaries =
    [
        "Freezing", "Bracing", "Chilly", "Cool", "Mild", "Warm", "Balmy", "Hot", "Sweltering", "Scorching",
    ];

    public static WeatherForecast Item(int index)
    {
        var temperatureC = -20 + (int)((index * 37L) % 75);
        return new WeatherForecast(
            FirstDate.AddDays(index % 3650),
            temperatureC,
            Summaries[(index * 7) % Summaries.Length],
            32 + (int)(temperatureC / 0.5556));
    }

    public static IEnumerable<WeatherForecast> Items(int size)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(size);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(size, WeatherRoutes.MaxSize);
        for (var index = 0; index < size; index++)
        {
            yield return Item(index);
        }
    }
}

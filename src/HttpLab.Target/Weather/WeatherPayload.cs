using System.Globalization;
using System.Text.Json;
using HttpLab.Contracts.Weather;

namespace HttpLab.Target.Weather;

/// <summary>The response for one size, serialized once: the bytes, and the header values that describe them.</summary>
internal sealed class WeatherPayload
{
    private WeatherPayload(byte[] body, string itemCount, string checksum)
    {
        Body = body;
        ItemCount = itemCount;
        Checksum = checksum;
    }

    /// <summary>The UTF-8 JSON array.</summary>
    public byte[] Body { get; }

    /// <summary>The value of <see cref="WeatherHeaders.ItemCount"/>.</summary>
    public string ItemCount { get; }

    /// <summary>The value of <see cref="WeatherHeaders.Checksum"/>.</summary>
    public string Checksum { get; }

    public static WeatherPayload Create(int size)
    {
        // Streamed from the generator rather than through an array: a million records would be ~60 MB of garbage.
        var body = JsonSerializer.SerializeToUtf8Bytes(
            WeatherGenerator.Items(size), TargetJsonContext.Default.IEnumerableWeatherForecast);
        var checksum = WeatherChecksum.Format(WeatherChecksum.Compute(WeatherGenerator.Items(size)));
        return new WeatherPayload(body, size.ToString(CultureInfo.InvariantCulture), checksum);
    }
}

using System.Globalization;

namespace HttpLab.Contracts.Weather;

/// <summary>
/// A 64-bit FNV-1a-style hash over every field of every item, in order, mixing whole values rather
/// than bytes so that recomputing it costs little next to the request being measured. The server sends it in
/// <see cref="WeatherHeaders.Checksum"/>; a client recomputes it from the objects it deserialized,
/// so a pattern that drops items or leaves properties at their defaults cannot pass for fast.
/// </summary>
public static class WeatherChecksum
{
    public static ulong Compute(IEnumerable<WeatherForecast> items)
    {
        ArgumentNullException.ThrowIfNull(items);
        var hash = FieldHash.OffsetBasis;
        foreach (var item in items)
        {
            hash = FieldHash.Mix(hash, item.Date.DayNumber);
            hash = FieldHash.Mix(hash, item.TemperatureC);
            hash = FieldHash.Mix(hash, item.TemperatureF);
            hash = FieldHash.Text(hash, item.Summary ?? string.Empty);
        }

        return hash;
    }

    public static string Format(ulong checksum) => FieldHash.Format(checksum);

    public static bool TryParse(string? text, out ulong checksum) =>
        ulong.TryParse(text, NumberStyles.AllowHexSpecifier, CultureInfo.InvariantCulture, out checksum);
}

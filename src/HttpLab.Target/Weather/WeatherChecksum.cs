using System.Globalization;

namespace HttpLab.Target.Weather;

/// <summary>
/// A 64-bit FNV-1a-style hash over every field of every item, in order, mixing whole values rather
/// than bytes so that recomputing it costs little next to the request being measured. The server sends it in
/// <see cref="WeatherHeaders.Checksum"/>; a client recomputes it from the objects it deserialized,
/// so a pattern that drops items or leaves properties at their defaults cannot pass for fast.
/// </summary>
public static class WeatherChecksum
{
    private const ulong OffsetBasis = 14695981039346656037;
    private const ulong Prime = 1099511628211;

    public static ulong Compute(IEnumerable<WeatherForecast> items)
    {
        ArgumentNullException.ThrowIfNull(items);
        var hash = OffsetBasis;
        foreach (var item in items)
        {
            hash = Mix(hash, item.Date.DayNumber);
            hash = Mix(hash, item.TemperatureC);
            hash = Mix(hash, item.TemperatureF);
            foreach (var character in item.Summary ?? string.Empty)
            {
                hash = Mix(hash, character);
            }

            hash = Mix(hash, -1);
        }

        return hash;
    }

    public static string Format(ulong checksum) => checksum.ToString("x16", CultureInfo.InvariantCulture);

    public static bool TryParse(string? text, out ulong checksum) =>
        ulong.TryParse(text, NumberStyles.AllowHexSpecifier, CultureInfo.InvariantCulture, out checksum);

    private static ulong Mix(ulong hash, int value) => (hash ^ (uint)value) * Prime;
}

using System.Globalization;

namespace HttpLab.Contracts.Weather;

/// <summary>
/// <c>GET /weather/{size}</c>: a JSON array of <c>size</c> <see cref="WeatherForecast"/> items, the same items for
/// every size and run, with their count and checksum in <see cref="WeatherHeaders"/>. A size that is not an integer
/// from 0 to <see cref="MaxSize"/> gets 400 problem details.
/// </summary>
public static class WeatherRoutes
{
    /// <summary>The prefix of <c>/weather/{size}</c>.</summary>
    public const string Path = "/weather";

    /// <summary>The largest size the endpoint serves.</summary>
    public const int MaxSize = 1_000_000;

    /// <summary>
    /// The relative URI of <c>/weather/{size}</c>, without a leading slash: it resolves below a base path.
    /// </summary>
    public static Uri SizeUri(int size)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(size);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(size, MaxSize);
        return new Uri($"{Path.TrimStart('/')}/{size.ToString(CultureInfo.InvariantCulture)}", UriKind.Relative);
    }
}

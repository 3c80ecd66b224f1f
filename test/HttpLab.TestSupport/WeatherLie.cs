namespace HttpLab.TestSupport;

/// <summary>The one way a <see cref="LyingWeatherServer"/> lies.</summary>
public enum WeatherLie
{
    DropsAnItem,
    WrongChecksum,
    WrongCountHeader,
    AltersAField,
    SnakeCaseNames,
}

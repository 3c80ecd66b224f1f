namespace HttpLab.Studies.Tests.Json;

public enum WeatherLie
{
    DropsAnItem,
    WrongChecksum,
    WrongCountHeader,
    AltersAField,
    SnakeCaseNames,
}

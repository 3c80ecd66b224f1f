namespace HttpLab.Studies.Tests.Json;

internal enum WeatherLie
{
    DropsAnItem,
    WrongChecksum,
    WrongCountHeader,
    AltersAField,
    SnakeCaseNames,
}

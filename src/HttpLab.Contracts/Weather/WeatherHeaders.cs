namespace HttpLab.Contracts.Weather;

/// <summary>Response headers that let a client check what it deserialized.</summary>
public static class WeatherHeaders
{
    /// <summary>The number of items in the body.</summary>
    public const string ItemCount = "X-Item-Count";

    /// <summary>The <see cref="WeatherChecksum"/> of the items, 16 lower-case hex digits.</summary>
    public const string Checksum = "X-Checksum";
}

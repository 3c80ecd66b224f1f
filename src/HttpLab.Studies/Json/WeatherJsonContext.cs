using System.Text.Json;
using System.Text.Json.Serialization;
using HttpLab.Contracts.Weather;

namespace HttpLab.Studies.Json;

/// <summary>The source-generated serializer behind the tenth pattern, GetFromJsonAsync_SourceGenerated.</summary>
[JsonSourceGenerationOptions(JsonSerializerDefaults.Web)]
[JsonSerializable(typeof(List<WeatherForecast>))]
internal sealed partial class WeatherJsonContext : JsonSerializerContext;

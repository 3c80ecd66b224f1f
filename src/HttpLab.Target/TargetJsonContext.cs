using System.Text.Json;
using System.Text.Json.Serialization;
using HttpLab.Contracts.Cancellation;
using HttpLab.Contracts.Cards;
using HttpLab.Contracts.Info;
using HttpLab.Contracts.Weather;
using Microsoft.AspNetCore.Mvc;

namespace HttpLab.Target;

/// <summary>
/// Source-generated, camelCase (web defaults) serialization for everything the target writes as JSON.
/// </summary>
[JsonSourceGenerationOptions(JsonSerializerDefaults.Web)]
[JsonSerializable(typeof(IEnumerable<WeatherForecast>))]
[JsonSerializable(typeof(ProblemDetails))]
[JsonSerializable(typeof(AbortRecord))]
[JsonSerializable(typeof(IReadOnlyList<Card>))]
[JsonSerializable(typeof(TargetInfo))]
internal sealed partial class TargetJsonContext : JsonSerializerContext;

using System.Text.Json;
using System.Text.Json.Serialization;
using HttpLab.Contracts.Consumer;

namespace HttpLab.Consumer;

/// <summary>
/// How every route writes its <see cref="CardsAnswer"/>: camelCase (web defaults), as the target writes its JSON.
/// </summary>
[JsonSourceGenerationOptions(JsonSerializerDefaults.Web)]
[JsonSerializable(typeof(CardsAnswer))]
internal sealed partial class CardsAnswerJsonContext : JsonSerializerContext;

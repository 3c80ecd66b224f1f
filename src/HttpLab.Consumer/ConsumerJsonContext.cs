using System.Text.Json;
using System.Text.Json.Serialization;
using HttpLab.Contracts.Cards;

namespace HttpLab.Consumer;

/// <summary>
/// How the baseline reads the card service's list: camelCase, and strict as the adapters' own parsing is, so a card
/// lacking a field (an absent <c>hp</c> would otherwise read as 0) or holding a null fails instead of counting as an
/// answer.
/// </summary>
#if NET9_0_OR_GREATER
[JsonSourceGenerationOptions(
    JsonSerializerDefaults.Web,
    RespectRequiredConstructorParameters = true,
    RespectNullableAnnotations = true)]
#else
// The load study, the only user of the baseline, always runs on HttpLab's own runtime, never in a .NET 8 study runner.
[JsonSourceGenerationOptions(JsonSerializerDefaults.Web)]
#endif
[JsonSerializable(typeof(IReadOnlyList<Card>))]
internal sealed partial class ConsumerJsonContext : JsonSerializerContext;

using System.Text.Json;
using System.Text.Json.Serialization;
using HttpLab.Contracts.Cards;

namespace HttpLab.Consumer;

/// <summary>
/// How the baseline reads the card service's list: camelCase, and strict as the adapters' own parsing is, so a card
/// lacking a field (an absent <c>hp</c> would otherwise read as 0) or holding a null fails instead of counting as an
/// answer.
/// </summary>
[JsonSourceGenerationOptions(
    JsonSerializerDefaults.Web,
    RespectRequiredConstructorParameters = true,
    RespectNullableAnnotations = true)]
[JsonSerializable(typeof(IReadOnlyList<Card>))]
internal sealed partial class ConsumerJsonContext : JsonSerializerContext;

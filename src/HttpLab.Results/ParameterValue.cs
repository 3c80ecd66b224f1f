using System.Globalization;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace HttpLab.Results;

/// <summary>A case parameter: a number (written as a JSON number) or a text.</summary>
[JsonConverter(typeof(ParameterValueJsonConverter))]
public readonly record struct ParameterValue
{
    private ParameterValue(double? number, string? text)
    {
        Number = number;
        Text = text;
    }

    public double? Number { get; }

    public string? Text { get; }

    public static ParameterValue Of(double number) => new(number, null);

    public static ParameterValue Of(string text) => new(null, text);

    public override string ToString() =>
        Number is { } number
            ? number.ToString("0.################", CultureInfo.InvariantCulture)
            : Text ?? string.Empty;

    internal sealed class ParameterValueJsonConverter : JsonConverter<ParameterValue>
    {
        public override ParameterValue Read(
            ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options) =>
            reader.TokenType switch
            {
                JsonTokenType.Number => Of(reader.GetDouble()),
                JsonTokenType.String => Of(reader.GetString()!),
                _ => throw new JsonException(
                    $"A parameter value must be a number or a string, not {reader.TokenType}."),
            };

        public override void Write(Utf8JsonWriter writer, ParameterValue value, JsonSerializerOptions options)
        {
            if (value.Number is { } number)
            {
                writer.WriteNumberValue(number);
            }
            else
            {
                writer.WriteStringValue(value.Text);
            }
        }
    }
}

using System.Text.Json;
using System.Text.Json.Serialization.Metadata;

namespace HttpLab.Results.Json;

/// <summary>
/// A case's <c>metrics</c> object: scalars as numbers, then distributions as objects, each in insertion order.
/// </summary>
internal static class CaseMetricsJson
{
    public static void Write(Utf8JsonWriter writer, CaseResult @case, JsonSerializerOptions options)
    {
        writer.WriteStartObject();
        foreach (var (name, value) in @case.Metrics)
        {
            // JSON has no NaN: a metric that is not finite was not measured, and "not measured" is an absent metric.
            if (double.IsFinite(value))
            {
                writer.WriteNumber(name, value);
            }
        }

        var info = CaseResultJsonConverter.Info<Distribution>(options);
        foreach (var (name, distribution) in @case.Distributions)
        {
            writer.WritePropertyName(name);
            JsonSerializer.Serialize(writer, distribution, info);
        }

        writer.WriteEndObject();
    }

    /// <summary>Reads a metrics object; both dictionaries compare names ordinally, like every metric lookup.</summary>
    public static (Dictionary<string, double> Scalars, Dictionary<string, Distribution> Distributions) Read(
        ref Utf8JsonReader reader, JsonSerializerOptions options, string? caseName)
    {
        var where = caseName is null ? "a case" : $"case '{caseName}'";
        if (reader.TokenType != JsonTokenType.StartObject)
        {
            throw new JsonException($"The metrics of {where} must be an object, not {reader.TokenType}.");
        }

        var scalars = new Dictionary<string, double>(StringComparer.Ordinal);
        var distributions = new Dictionary<string, Distribution>(StringComparer.Ordinal);
        var info = CaseResultJsonConverter.Info<Distribution>(options);
        while (reader.Read() && reader.TokenType != JsonTokenType.EndObject)
        {
            var name = reader.GetString()!;
            reader.Read();
            if (scalars.ContainsKey(name) || distributions.ContainsKey(name))
            {
                throw new JsonException($"Metric '{name}' of {where} appears twice.");
            }

            switch (reader.TokenType)
            {
                case JsonTokenType.Number when reader.TryGetDouble(out var value) && double.IsFinite(value):
                    scalars.Add(name, value);
                    break;
                case JsonTokenType.Number:
                    throw new JsonException($"Metric '{name}' of {where} is out of the range of a double.");
                case JsonTokenType.StartObject:
                    distributions.Add(name, ReadDistribution(ref reader, info, name, where));
                    break;
                default:
                    throw new JsonException(
                        $"Metric '{name}' of {where} must be a number or a distribution object, "
                        + $"not {reader.TokenType}.");
            }
        }

        return (scalars, distributions);
    }

    private static Distribution ReadDistribution(
        ref Utf8JsonReader reader, JsonTypeInfo<Distribution> info, string name, string where)
    {
        try
        {
            // Never null: the reader is on an object, and the generated metadata enforces the required statistics.
            var distribution = JsonSerializer.Deserialize(ref reader, info)!;

            // The generated code sets every init-only property, so an absent (optional) spectrum arrives as null, not
            // [].
            return distribution.Spectrum is null ? distribution with { Spectrum = [] } : distribution;
        }
        catch (JsonException exception)
        {
            throw new JsonException(
                $"Metric '{name}' of {where} is not a valid distribution: {exception.Message}", exception);
        }
    }
}

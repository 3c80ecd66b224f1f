using System.Text.Json;
using System.Text.Json.Serialization;
using System.Text.Json.Serialization.Metadata;

namespace HttpLab.Results.Json;

/// <summary>
/// Writes a case as results.json documents it: distributions sit inside <c>metrics</c> as objects next to the scalar
/// numbers, so a reader finds every metric of a case in one place. Reading sorts them back by JSON type: a number goes
/// to <see cref="CaseResult.Metrics"/>, an object to <see cref="CaseResult.Distributions"/>.
/// </summary>
internal sealed class CaseResultJsonConverter : JsonConverter<CaseResult>
{
    public override CaseResult Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        if (reader.TokenType != JsonTokenType.StartObject)
        {
            throw new JsonException($"A case must be an object, not {reader.TokenType}.");
        }

        string? name = null;
        IReadOnlyDictionary<string, ParameterValue>? parameters = null;
        (Dictionary<string, double> Scalars, Dictionary<string, Distribution> Distributions)? metrics = null;
        IReadOnlyList<string>? warnings = null;
        IReadOnlyList<ThresholdResult>? thresholds = null;
        IReadOnlyList<double>? iterations = null;
        IReadOnlyList<double>? launchMedians = null;
        IReadOnlyList<double>? roundMedians = null;
        IReadOnlyList<double>? controlRoundMedians = null;
        RatioInterval? ratioInterval = null;
        RatioInterval? controlInterval = null;
        var isBaseline = false;
        string? ratioVerdict = null;
        string? ratioVerdictReason = null;
        while (reader.Read() && reader.TokenType != JsonTokenType.EndObject)
        {
            var property = reader.GetString();
            reader.Read();
            switch (property)
            {
                case "name":
                    name = reader.TokenType == JsonTokenType.String
                        ? reader.GetString()
                        : throw new JsonException($"A case's name must be a string, not {reader.TokenType}.");
                    break;
                case "parameters":
                    parameters = JsonSerializer.Deserialize(
                            ref reader, Info<IReadOnlyDictionary<string, ParameterValue>>(options))
                        ?? throw IsNull(name, property);
                    break;
                case "metrics":
                    metrics = CaseMetricsJson.Read(ref reader, options, name);
                    break;
                case "baseline":
                    isBaseline = reader.TokenType is JsonTokenType.True or JsonTokenType.False
                        ? reader.GetBoolean()
                        : throw new JsonException($"Case '{name}' has a 'baseline' that is not true or false.");
                    break;
                case "ratioVerdict":
                    ratioVerdict = reader.TokenType == JsonTokenType.String
                        ? reader.GetString()
                        : throw new JsonException($"Case '{name}' has a 'ratioVerdict' that is not a string.");
                    break;
                case "ratioVerdictReason":
                    ratioVerdictReason = reader.TokenType == JsonTokenType.String
                        ? reader.GetString()
                        : throw new JsonException($"Case '{name}' has a 'ratioVerdictReason' that is not a string.");
                    break;
                case "ratioInterval":
                    ratioInterval = JsonSerializer.Deserialize(ref reader, Info<RatioInterval>(options))
                        ?? throw IsNull(name, property);
                    break;
                case "controlInterval":
                    controlInterval = JsonSerializer.Deserialize(ref reader, Info<RatioInterval>(options))
                        ?? throw IsNull(name, property);
                    break;
                case "roundMediansNs":
                    roundMedians = ReadNumbers(ref reader, options, name, property);
                    break;
                case "controlRoundMediansNs":
                    controlRoundMedians = ReadNumbers(ref reader, options, name, property);
                    break;
                case "warnings":
                    warnings = JsonSerializer.Deserialize(ref reader, Info<IReadOnlyList<string>>(options))
                        ?? throw IsNull(name, property);
                    break;
                case "thresholds":
                    thresholds = JsonSerializer.Deserialize(ref reader, Info<IReadOnlyList<ThresholdResult>>(options))
                        ?? throw IsNull(name, property);
                    break;
                case "iterationsNs":
                    iterations = ReadNumbers(ref reader, options, name, property);
                    break;
                case "launchMediansNs":
                    launchMedians = ReadNumbers(ref reader, options, name, property);
                    break;
                default:
                    // Readers ignore fields they do not know (docs/results-schema.md, "Compatibility").
                    reader.Skip();
                    break;
            }
        }

        if (name is null)
        {
            throw new JsonException("A case is missing its required property 'name'.");
        }

        if (metrics is null)
        {
            throw new JsonException($"Case '{name}' is missing its required property 'metrics'.");
        }

        return new CaseResult
        {
            Name = name,
            Parameters = parameters ?? new Dictionary<string, ParameterValue>(),
            Metrics = metrics.Value.Scalars,
            Distributions = metrics.Value.Distributions,
            Warnings = warnings ?? [],
            Thresholds = thresholds ?? [],
            IterationsNs = iterations ?? [],
            LaunchMediansNs = launchMedians ?? [],
            RoundMediansNs = roundMedians ?? [],
            ControlRoundMediansNs = controlRoundMedians ?? [],
            RatioInterval = ratioInterval,
            ControlInterval = controlInterval,
            IsBaseline = isBaseline,
            RatioVerdict = ratioVerdict,
            RatioVerdictReason = ratioVerdictReason,
        };
    }

    public override void Write(Utf8JsonWriter writer, CaseResult value, JsonSerializerOptions options)
    {
        writer.WriteStartObject();
        writer.WriteString("name", value.Name);
        if (value.IsBaseline)
        {
            writer.WriteBoolean("baseline", true);
        }
        writer.WritePropertyName("parameters");
        JsonSerializer.Serialize(writer, value.Parameters, Info<IReadOnlyDictionary<string, ParameterValue>>(options));
        writer.WritePropertyName("metrics");
        CaseMetricsJson.Write(writer, value, options);
        if (value.RatioVerdict is { } ratioVerdict)
        {
            writer.WriteString("ratioVerdict", ratioVerdict);
        }

        if (value.RatioVerdictReason is { } reason)
        {
            writer.WriteString("ratioVerdictReason", reason);
        }

        WriteInterval(writer, "ratioInterval", value.RatioInterval, options);
        WriteInterval(writer, "controlInterval", value.ControlInterval, options);

        writer.WritePropertyName("warnings");
        JsonSerializer.Serialize(writer, value.Warnings, Info<IReadOnlyList<string>>(options));
        if (value.Thresholds.Count > 0)
        {
            writer.WritePropertyName("thresholds");
            JsonSerializer.Serialize(writer, value.Thresholds, Info<IReadOnlyList<ThresholdResult>>(options));
        }

        WriteNumbers(writer, "iterationsNs", value.IterationsNs, options);
        WriteNumbers(writer, "launchMediansNs", value.LaunchMediansNs, options);
        WriteNumbers(writer, "roundMediansNs", value.RoundMediansNs, options);
        WriteNumbers(writer, "controlRoundMediansNs", value.ControlRoundMediansNs, options);
        writer.WriteEndObject();
    }

    private static IReadOnlyList<double> ReadNumbers(
        ref Utf8JsonReader reader, JsonSerializerOptions options, string? caseName, string? property) =>
        JsonSerializer.Deserialize(ref reader, Info<IReadOnlyList<double>>(options))
            ?? throw IsNull(caseName, property);

    private static void WriteNumbers(
        Utf8JsonWriter writer, string name, IReadOnlyList<double> values, JsonSerializerOptions options)
    {
        if (values.Count > 0)
        {
            writer.WritePropertyName(name);
            JsonSerializer.Serialize(writer, values, Info<IReadOnlyList<double>>(options));
        }
    }

    private static void WriteInterval(
        Utf8JsonWriter writer, string name, RatioInterval? interval, JsonSerializerOptions options)
    {
        if (interval is not null)
        {
            writer.WritePropertyName(name);
            JsonSerializer.Serialize(writer, interval, Info<RatioInterval>(options));
        }
    }

    /// <summary>
    /// The metadata of a type the case delegates to; each is registered in <see cref="ResultsJsonContext"/>.
    /// </summary>
    internal static JsonTypeInfo<T> Info<T>(JsonSerializerOptions options) =>
        (JsonTypeInfo<T>)options.GetTypeInfo(typeof(T));

    private static JsonException IsNull(string? caseName, string? property) =>
        new(caseName is null ? $"A case's '{property}' is null." : $"Case '{caseName}' has a null '{property}'.");
}

using System.Globalization;
using System.Text;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace HttpLab.Results.Json;

/// <summary>
/// A distribution's <c>histogram</c> as one compact array of <c>[value, count]</c> pairs: a load run keeps thousands
/// of buckets, which the indented layout would spread over four lines each.
/// </summary>
internal sealed class HistogramBucketsJsonConverter : JsonConverter<IReadOnlyList<HistogramBucket>>
{
    public override IReadOnlyList<HistogramBucket> Read(
        ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        if (reader.TokenType != JsonTokenType.StartArray)
        {
            throw new JsonException($"A histogram must be an array of [value, count] pairs, not {reader.TokenType}.");
        }

        var buckets = new List<HistogramBucket>();
        while (reader.Read() && reader.TokenType != JsonTokenType.EndArray)
        {
            var index = buckets.Count;
            if (reader.TokenType != JsonTokenType.StartArray
                || !reader.Read() || reader.TokenType != JsonTokenType.Number || !reader.TryGetDouble(out var value)
                || !reader.Read() || reader.TokenType != JsonTokenType.Number || !reader.TryGetInt64(out var count)
                || !reader.Read() || reader.TokenType != JsonTokenType.EndArray)
            {
                throw new JsonException($"histogram[{index}] is not a [value, count] pair of numbers.");
            }

            if (!double.IsFinite(value) || value < 0 || count < 1)
            {
                throw new JsonException(
                    $"histogram[{index}] = [{value}, {count}]: a value must be finite and 0 or more, "
                    + "a count 1 or more.");
            }

            if (index > 0 && value <= buckets[index - 1].Value)
            {
                throw new JsonException($"histogram[{index}] is not above the bucket before it.");
            }

            buckets.Add(new HistogramBucket(value, count));
        }

        return buckets;
    }

    public override void Write(
        Utf8JsonWriter writer, IReadOnlyList<HistogramBucket> value, JsonSerializerOptions options)
    {
        var text = new StringBuilder("[");
        for (var index = 0; index < value.Count; index++)
        {
            text.Append(index == 0 ? "[" : ", [")
                .Append(value[index].Value.ToString("R", CultureInfo.InvariantCulture))
                .Append(", ")
                .Append(value[index].Count.ToString(CultureInfo.InvariantCulture))
                .Append(']');
        }

        writer.WriteRawValue(text.Append(']').ToString());
    }
}

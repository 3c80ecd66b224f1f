using System.Text.Json.Serialization;

namespace HttpLab.Results;

/// <summary>
/// One point of a percentile spectrum: <see cref="Percentile"/> percent of values are at or below <see cref="Value"/>.
/// </summary>
/// <remarks>
/// The constructor is the JSON constructor because a struct also has a parameterless one, which the serializer would
/// otherwise use, reading a point without "percentile" as 0% instead of refusing it.
/// </remarks>
[method: JsonConstructor]
public readonly record struct PercentilePoint(double Percentile, double Value);

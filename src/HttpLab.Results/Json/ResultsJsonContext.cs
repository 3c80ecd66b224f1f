using System.Text.Json.Serialization;

namespace HttpLab.Results.Json;

/// <summary>Source-generated serialization metadata: no reflection, and the schema is fixed at build time.</summary>
/// <remarks>
/// <see cref="CaseResult"/> has its own converter, so the generator does not reach the types it delegates to; they are
/// listed here for <see cref="Json.CaseResultJsonConverter"/> to find.
/// </remarks>
[JsonSerializable(typeof(RunResult))]
[JsonSerializable(typeof(IReadOnlyDictionary<string, ParameterValue>))]
[JsonSerializable(typeof(IReadOnlyList<string>))]
[JsonSerializable(typeof(IReadOnlyList<double>))]
[JsonSerializable(typeof(Distribution))]
[JsonSerializable(typeof(IReadOnlyList<ThresholdResult>))]
[JsonSerializable(typeof(RatioInterval))]
internal sealed partial class ResultsJsonContext : JsonSerializerContext;

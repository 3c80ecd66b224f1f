using System.Text.Json.Serialization;

namespace HttpLab.Results;

/// <summary>Source-generated serialization metadata: no reflection, and the schema is fixed at build time.</summary>
[JsonSerializable(typeof(RunResult))]
internal sealed partial class ResultsJsonContext : JsonSerializerContext;

using System.Text.Json.Serialization;

namespace HttpLab.Studies.Clients;

/// <summary>One case of <see cref="FrameworkClientsOutput"/>.</summary>
internal sealed record FrameworkClientsCase(
    [property: JsonRequired] string Name,
    [property: JsonRequired] FrameworkClientsParameters Parameters,
    [property: JsonRequired] long OperationsPerIteration,
    [property: JsonRequired] IReadOnlyList<double> IterationsNs,
    [property: JsonRequired] double MeanNs,
    [property: JsonRequired] long ValidatedResponses);

using System.Text.Json.Serialization;

namespace HttpLab.Studies.Clients;

/// <summary>
/// The JSON file HttpLab.Clients.Framework writes (format <see cref="CurrentFormat"/>): the runtime as it reports
/// itself, then per case the result iterations BenchmarkDotNet measured on it.
/// </summary>
internal sealed record FrameworkClientsOutput(
    [property: JsonRequired] string Format,
    [property: JsonRequired] string Runtime,
    string? ClrVersion,
    [property: JsonRequired] string Engine,
    [property: JsonRequired] string Profile,
    [property: JsonRequired] string Measurement,
    string? HttpClientHandler,
    string? Allocations,
    [property: JsonRequired] IReadOnlyList<FrameworkClientsCase> Cases)
{
    public const string CurrentFormat = "httplab-clients-framework/1";
}

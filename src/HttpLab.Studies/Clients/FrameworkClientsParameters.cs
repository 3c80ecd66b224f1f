using System.Text.Json.Serialization;

namespace HttpLab.Studies.Clients;

/// <summary>The parameters of a <see cref="FrameworkClientsCase"/>, named as the .NET study names them.</summary>
internal sealed record FrameworkClientsParameters(
    [property: JsonRequired] string Group,
    [property: JsonRequired] int Concurrency,
    [property: JsonRequired] int BodyBytes);

using System.Globalization;
using HttpLab.Load;

namespace HttpLab.Studies.Load;

/// <summary>
/// One kind of run every route gets: an open-model rate, or the closed model on a number of connections.
/// </summary>
/// <param name="Rate">The open model's rate; null for the closed model.</param>
/// <param name="Connections">The closed model's workers, or the open model's connection pool.</param>
internal sealed record LoadRunKind(TargetRate? Rate, int Connections)
{
    private const int MinOpenConnections = 16;
    private const int MaxOpenConnections = 1024;

    /// <summary>"open 500 rps" or "closed 32 connections": the report's group heading.</summary>
    public string Label => Rate is { } rate
        ? string.Create(CultureInfo.InvariantCulture, $"open {rate.Start:0.###} rps")
        : string.Create(CultureInfo.InvariantCulture, $"closed {Connections} connections");

    public string Model => Rate is null ? "closed" : "open";

    /// <summary>
    /// An open-model run at <paramref name="rps"/>, with a connection for every 4 ms of the rate: a route may stall for
    /// a quarter of a second before a request has to wait for a connection (that wait is still in its corrected
    /// latency).
    /// </summary>
    public static LoadRunKind Open(int rps) =>
        new(TargetRate.Constant(rps), Math.Clamp(rps / 4, MinOpenConnections, MaxOpenConnections));

    public static LoadRunKind Closed(int connections) => new(null, connections);
}

using Microsoft.Extensions.Logging;

namespace HttpLab.Target;

/// <summary>
/// The target's own log messages; per-request ones stay at Debug so a load test does not pay for them.
/// </summary>
internal static partial class TargetLog
{
    public const string Category = "HttpLab.Target";

    [LoggerMessage(
        1,
        LogLevel.Information,
        "Cached the weather payload for {Size} items: {Bytes} bytes ({CachedBytes} bytes cached in all)")]
    public static partial void WeatherPayloadCached(ILogger logger, int size, int bytes, long cachedBytes);

    [LoggerMessage(
        2,
        LogLevel.Information,
        "Serving the weather payload for {Size} items ({Bytes} bytes) uncached: "
        + "the cache holds {CachedBytes} of {CapacityBytes} bytes")]
    public static partial void WeatherPayloadNotCached(
        ILogger logger, int size, int bytes, long cachedBytes, long capacityBytes);

    [LoggerMessage(3, LogLevel.Debug, "Refused weather size '{Size}'")]
    public static partial void WeatherSizeRefused(ILogger logger, string size);

    [LoggerMessage(4, LogLevel.Debug, "Refused an echo body over {Limit} bytes (declared length {DeclaredLength})")]
    public static partial void EchoBodyRefused(ILogger logger, long limit, long? declaredLength);

    [LoggerMessage(5, LogLevel.Debug, "Refused a request to {Path}: {Detail}")]
    public static partial void CancellationRequestRefused(ILogger logger, string path, string detail);

    [LoggerMessage(
        6, LogLevel.Debug, "The client left its {Endpoint} request (id {RequestId}) before the response completed")]
    public static partial void ClientLeft(ILogger logger, string endpoint, string? requestId);

    [LoggerMessage(7, LogLevel.Debug, "Cached the cards for '{Name}': {Bytes} bytes ({Count} names cached)")]
    public static partial void CardsCached(ILogger logger, string name, int bytes, int count);

    [LoggerMessage(8, LogLevel.Debug, "No cards named '{Name}'")]
    public static partial void CardsNotFound(ILogger logger, string name);

    [LoggerMessage(9, LogLevel.Debug, "Served the fault {Path}")]
    public static partial void FaultServed(ILogger logger, string path);

    [LoggerMessage(10, LogLevel.Debug, "Refused a request to {Path}: {Detail}")]
    public static partial void FaultRefused(ILogger logger, string path, string detail);
}

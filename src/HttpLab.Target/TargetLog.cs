using Microsoft.Extensions.Logging;

namespace HttpLab.Target;

/// <summary>The target's own log messages; per-request ones stay at Debug so a load test does not pay for them.</summary>
internal static partial class TargetLog
{
    public const string Category = "HttpLab.Target";

    [LoggerMessage(1, LogLevel.Information, "Cached the weather payload for {Size} items: {Bytes} bytes ({CachedBytes} bytes cached in all)")]
    public static partial void WeatherPayloadCached(ILogger logger, int size, int bytes, long cachedBytes);

    [LoggerMessage(2, LogLevel.Information, "Serving the weather payload for {Size} items ({Bytes} bytes) uncached: the cache holds {CachedBytes} of {CapacityBytes} bytes")]
    public static partial void WeatherPayloadNotCached(ILogger logger, int size, int bytes, long cachedBytes, long capacityBytes);

    [LoggerMessage(3, LogLevel.Debug, "Refused weather size '{Size}'")]
    public static partial void WeatherSizeRefused(ILogger logger, string size);

    [LoggerMessage(4, LogLevel.Debug, "Refused an echo body over {Limit} bytes (declared length {DeclaredLength})")]
    public static partial void EchoBodyRefused(ILogger logger, long limit, long? declaredLength);
}

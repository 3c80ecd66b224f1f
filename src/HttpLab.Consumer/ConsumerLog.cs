using Microsoft.Extensions.Logging;

namespace HttpLab.Consumer;

/// <summary>
/// The consumer's own log messages, at Debug as the target's per-request ones, so a load test does not pay for them.
/// </summary>
internal static partial class ConsumerLog
{
    public const string Category = "HttpLab.Consumer";

    [LoggerMessage(1, LogLevel.Debug, "Consumer route {Route} could not answer for '{Name}': {Detail}")]
    public static partial void CallFailed(ILogger logger, string route, string name, string detail);
}

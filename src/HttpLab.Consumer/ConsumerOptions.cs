using System.Net;
using HttpLab.Target;
using Microsoft.Extensions.Logging;

namespace HttpLab.Consumer;

/// <summary>
/// How <see cref="ConsumerServer.StartAsync"/> binds, which card service it calls, and where it logs.
/// </summary>
public sealed record ConsumerOptions
{
    /// <summary>How long the consumer waits for the card service before a route answers 502.</summary>
    public static readonly TimeSpan DefaultBackendTimeout = TimeSpan.FromSeconds(10);

    /// <summary>
    /// The card service's root, e.g. <c>http://127.0.0.1:5000/</c>: a target serving <c>/cards/{name}</c>.
    /// </summary>
    public required Uri Backend { get; init; }

    /// <summary>
    /// Where the consumer listens, in the syntax of <see cref="TargetOptions.Urls"/>; a free loopback port by default.
    /// </summary>
    public string Urls { get; init; } = TargetOptions.DefaultUrls;

    /// <summary>Allows binding, and calling a card service on, hosts other than loopback.</summary>
    public bool AllowRemote { get; init; }

    /// <summary>The consumer's <see cref="HttpClient.Timeout"/> for card service calls.</summary>
    public TimeSpan BackendTimeout { get; init; } = DefaultBackendTimeout;

    /// <summary>Where server logs go, as <see cref="TargetOptions.LoggerProvider"/>; null for nowhere.</summary>
    public ILoggerProvider? LoggerProvider { get; init; }

    /// <summary>
    /// The first problem with <see cref="Backend"/> as one line, or null when the consumer may call it.
    /// </summary>
    public string? BackendProblem()
    {
        if (Backend is not { IsAbsoluteUri: true } || Backend.Scheme != Uri.UriSchemeHttp)
        {
            return $"the card service '{Backend}' is not an absolute http:// URL, e.g. http://127.0.0.1:5000/";
        }

        if (Backend.Query.Length > 0 || Backend.Fragment.Length > 0 || Backend.UserInfo.Length > 0)
        {
            return $"the card service '{Backend}' has a query, fragment or user name; "
                + "give its root, e.g. http://127.0.0.1:5000/";
        }

        var loopback = Backend.IsLoopback
            || (IPAddress.TryParse(Backend.Host.Trim('[', ']'), out var address) && IPAddress.IsLoopback(address));
        return loopback || AllowRemote
            ? null
            : $"the card service '{Backend}' is not on this machine: the consumer sends it the whole load, "
                + "so it must be loopback unless --allow-remote is given";
    }
}

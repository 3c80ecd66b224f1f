namespace HttpLab.Contracts.Info;

/// <summary>
/// <c>GET /info</c>: the target's addresses as JSON (<see cref="TargetInfo"/>). A client told only the HTTP/1.1
/// address, as <c>httplab run</c> is by the target's ready line, learns the h2c and HTTPS addresses and the
/// certificate's thumbprint here.
/// </summary>
public static class InfoRoutes
{
    /// <summary>The route.</summary>
    public const string Path = "/info";
}

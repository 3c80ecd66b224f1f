namespace HttpLab.Studies.Cancellation;

/// <summary>Where a protocol's cases send: the target's base address that speaks it.</summary>
internal sealed record CancellationRoute(CancellationProtocol Protocol, Uri BaseAddress)
{
    public Version Version => CancellationProtocols.Version(Protocol);

    public CancellationRequests Requests(int serverDelayMs) => CancellationRequests.For(BaseAddress, serverDelayMs);

    /// <summary>
    /// Finds the target's address for each protocol; a protocol the target does not serve fails the study, since it
    /// was asked for by name.
    /// </summary>
    public static async Task<IReadOnlyList<CancellationRoute>> ResolveAsync(
        Uri target, IReadOnlyList<CancellationProtocol> protocols, CancellationToken cancellationToken)
    {
        var routes = new List<CancellationRoute>();
        foreach (var protocol in protocols)
        {
            var baseAddress = protocol switch
            {
                CancellationProtocol.H2c => await H2cAsync(target, cancellationToken).ConfigureAwait(false),
                _ => target,
            };
            routes.Add(new CancellationRoute(protocol, baseAddress));
        }

        return routes;
    }

    private static async Task<Uri> H2cAsync(Uri target, CancellationToken cancellationToken)
    {
        var (address, missing) = await Clients.Http2Discovery.FindAsync(target, cancellationToken)
            .ConfigureAwait(false);
        return address
            ?? throw new StudyFailedException($"cancel: h2c was asked for but cannot be measured: {missing}.");
    }
}
